/**
 * Constructors of plain objects that share one hidden class (ADR 0013, third pass).
 *
 * V8 builds an object literal's class from a transition table shared by every object of its
 * size, JSON.parse's included. A large parsed tree fills those tables, and a literal first run
 * after that gets a class of its own per object: slow to build, and every read of it misses
 * the inline caches. That is what happens when a process's first league is a large one (the
 * server at start). A constructor's objects start from the constructor's own initial class,
 * which no tree touches. Its prototype is `Object.prototype`, so JSON, structured clone,
 * React Router's stream and `toStrictEqual` see the same plain objects as literals.
 */
export function plainConstructor<A extends unknown[], T extends object>(
  construct: (this: T, ...args: A) => void,
): new (...args: A) => T {
  construct.prototype = Object.prototype
  return construct as unknown as new (...args: A) => T
}
