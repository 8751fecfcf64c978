/**
 * The data layer's names for the one server logger (`~/logger.server.ts`): `jsonLogger` is the
 * process's logger, `silentLogger` drops everything (tests, benchmarks).
 */
export { log as jsonLogger, silentLogger, type Logger } from '../logger.server.ts'
