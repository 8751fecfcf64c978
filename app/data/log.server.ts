export { log as jsonLogger, silentLogger, type Logger } from '../logger.server.ts'
