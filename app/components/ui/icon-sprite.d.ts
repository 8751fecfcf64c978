/** The URL of the icon sprite, built by `vite/icon-sprite.ts`. */
declare module 'virtual:icon-sprite' {
  const url: string
  export default url
}
