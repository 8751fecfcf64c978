import { parentPort, workerData } from 'node:worker_threads'

import { storeDamage } from '../app/data/store-files.server.ts'

parentPort?.postMessage(storeDamage(workerData as string))
