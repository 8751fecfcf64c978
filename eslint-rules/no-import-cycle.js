// @ts-check
/**
 * `local/no-import-cycle`: a module must not import, directly or through others, a module that
 * imports it back. Unlike import-x/no-cycle, type-only imports count (`import type` of a route
 * module from a component is still a tangle: the root ↔ header cycle was one), and so do dynamic
 * `import()`s. Files are resolved the way TypeScript does (tsconfig `paths`, `.ts` extensions);
 * node_modules, declaration files and React Router's generated `.react-router/` types are left out.
 *
 * The import graph is read from disk once per process (TypeScript's `preProcessFile`, a scanner,
 * not a parse) and shared by every file ESLint lints, so a whole run stays cheap (~0.3 s for
 * app/ and server/). A long-lived ESLint (an editor's) keeps the graph it first read: restart it
 * after moving imports around.
 */
import fs from 'node:fs'
import path from 'node:path'

import ts from 'typescript'

/** @type {Map<string, ImportGraph>} one per tsconfig */
const graphs = new Map()

class ImportGraph {
  /** @param {string} tsconfigPath */
  constructor(tsconfigPath) {
    this.root = path.dirname(tsconfigPath)
    const { config } = ts.readConfigFile(tsconfigPath, ts.sys.readFile)
    this.options = ts.convertCompilerOptionsFromJson(
      config?.compilerOptions ?? {},
      this.root,
    ).options
    this.cache = ts.createModuleResolutionCache(this.root, (name) => name, this.options)
    /** @type {Map<string, string[]>} file → the project files it imports */
    this.edges = new Map()
  }

  /** The project file `specifier` names from `fromFile`, or null for anything outside the project. */
  resolve(/** @type {string} */ specifier, /** @type {string} */ fromFile) {
    const resolved = ts.resolveModuleName(
      specifier,
      fromFile,
      this.options,
      ts.sys,
      this.cache,
    ).resolvedModule
    if (!resolved || resolved.isExternalLibraryImport) return null
    const file = path.resolve(resolved.resolvedFileName)
    const relative = path.relative(this.root, file)
    if (relative.startsWith('..') || file.endsWith('.d.ts')) return null
    if (
      relative.split(path.sep).some((part) => part === 'node_modules' || part === '.react-router')
    )
      return null
    return file
  }

  /** @param {string} file */
  importsOf(file) {
    let imports = this.edges.get(file)
    if (imports) return imports
    let text = ''
    try {
      text = fs.readFileSync(file, 'utf8')
    } catch {
      // A file that is not on disk (ESLint's lintText with a made-up path) imports nothing here.
    }
    const specifiers = ts
      .preProcessFile(text, true, true)
      .importedFiles.map((entry) => entry.fileName)
    imports = [
      ...new Set(
        specifiers.map((specifier) => this.resolve(specifier, file)).filter((f) => f !== null),
      ),
    ]
    this.edges.set(file, imports)
    return imports
  }

  /**
   * The shortest chain of imports from `start` back to `file`, or null. `dead` holds modules
   * already known not to lead back to `file`, shared between the imports of one file.
   * @param {string} start @param {string} file @param {Set<string>} dead
   */
  pathBack(start, file, dead) {
    /** @type {Map<string, string | null>} */
    const parent = new Map([[start, null]])
    const queue = [start]
    for (let i = 0; i < queue.length; i++) {
      const current = queue[i]
      for (const next of this.importsOf(current)) {
        if (next === file) {
          const chain = [file]
          for (
            let at = /** @type {string | null} */ (current);
            at !== null;
            at = parent.get(at) ?? null
          )
            chain.push(at)
          return chain.reverse()
        }
        if (parent.has(next) || dead.has(next)) continue
        parent.set(next, current)
        queue.push(next)
      }
    }
    for (const visited of parent.keys()) dead.add(visited)
    return null
  }
}

/** @type {import('eslint').Rule.RuleModule} */
export const noImportCycle = {
  meta: {
    type: 'problem',
    docs: { description: 'Forbid import cycles, type-only and dynamic imports included' },
    schema: [
      {
        type: 'object',
        properties: { tsconfig: { type: 'string' } },
        required: ['tsconfig'],
        additionalProperties: false,
      },
    ],
    messages: { cycle: 'Import cycle: {{chain}}' },
  },
  create(context) {
    const tsconfig = context.options[0].tsconfig
    let graph = graphs.get(tsconfig)
    if (!graph) graphs.set(tsconfig, (graph = new ImportGraph(tsconfig)))
    const file = path.resolve(context.physicalFilename)
    const relative = (/** @type {string} */ f) => path.relative(graph.root, f)
    /** @type {Set<string>} */
    const dead = new Set()

    /** @param {import('estree').Node | null | undefined} source */
    function check(source) {
      if (!source || source.type !== 'Literal' || typeof source.value !== 'string') return
      const target = graph.resolve(source.value, file)
      if (!target) return
      const chain = target === file ? [file] : graph.pathBack(target, file, dead)
      if (!chain) return
      context.report({
        node: source,
        messageId: 'cycle',
        data: { chain: [file, ...chain].map(relative).join(' → ') },
      })
    }

    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
    }
  },
}

export default { rules: { 'no-import-cycle': noImportCycle } }
