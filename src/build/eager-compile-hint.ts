/** The little of webpack this plugin touches (Next bundles webpack without its types). */
type Source = unknown
type Compilation = {
  entrypoints: Map<string, { chunks: Iterable<{ files: Iterable<string> }> }>
  hooks: { processAssets: { tap(options: { name: string; stage: number }, fn: () => void): void } }
  updateAsset(file: string, update: (source: Source) => Source): void
}
type Compiler = {
  hooks: { thisCompilation: { tap(name: string, fn: (compilation: Compilation) => void): void } }
}
type Webpack = {
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: number }
  sources: { ConcatSource: new (...parts: (string | Source)[]) => Source }
}

/** V8's explicit compile hint (Chrome 136+): compile every function of this file eagerly. */
export const EAGER_COMPILE_HINT = '//# allFunctionsCalledOnLoad\n'

/**
 * The entry points whose scripts every public page runs at once: Next's client runtime (React
 * DOM and the router) and the public site's two root layouts.
 */
export const EAGER_ENTRYPOINTS = ['main-app', 'app/(frontend)/layout', 'app/(es)/layout']

/**
 * Marks the scripts every public page runs while it starts with V8's compile hint. Without it V8
 * compiles each function lazily the first time it is called, on the main thread, in the middle
 * of the start-up task (about half of it here); with it the functions are compiled while the file
 * streams in, off the main thread. Browsers without the feature read a comment.
 *
 * Added after minification (which would drop the comment) and before the content hashes are
 * taken, so file names still follow content.
 */
export class EagerCompileHintPlugin {
  constructor(private readonly webpack: Webpack) {}

  apply(compiler: Compiler) {
    const { Compilation, sources } = this.webpack
    compiler.hooks.thisCompilation.tap('EagerCompileHintPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        {
          name: 'EagerCompileHintPlugin',
          stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE,
        },
        () => {
          const files = new Set<string>()
          for (const name of EAGER_ENTRYPOINTS)
            for (const chunk of compilation.entrypoints.get(name)?.chunks ?? [])
              for (const file of chunk.files) if (file.endsWith('.js')) files.add(file)
          for (const file of files)
            compilation.updateAsset(
              file,
              (source) => new sources.ConcatSource(EAGER_COMPILE_HINT, source),
            )
        },
      )
    })
  }
}
