// The package ships no types.
declare module 'selenium-webdriver' {
  export class By {
    static css(selector: string): By
  }
  export const Key: { readonly ESCAPE: string }
  export type WebElement = { click(): Promise<void> }
  export type WebDriver = {
    get(url: string): Promise<void>
    executeScript<T>(script: string, ...args: unknown[]): Promise<T>
    findElement(locator: By): WebElement & Promise<WebElement>
    actions(): { sendKeys(...keys: string[]): { perform(): Promise<void> } }
    manage(): {
      window(): { setRect(rect: { width: number; height: number }): Promise<unknown> }
    }
    getCapabilities(): Promise<{ get(name: string): unknown }>
    quit(): Promise<void>
  }
  export class Builder {
    usingServer(url: string): this
    withCapabilities(capabilities: Record<string, unknown>): this
    build(): WebDriver & PromiseLike<WebDriver>
  }
}

declare module 'selenium-webdriver/remote/index.js' {
  export class DriverService {
    constructor(
      executable: string,
      options: {
        hostname?: string
        port: number
        args?: string[]
        env?: NodeJS.ProcessEnv
        stdio?: 'ignore' | 'inherit' | 'pipe'
      },
    )
    start(timeoutMs?: number): Promise<string>
    kill(): Promise<void>
  }
  const remote: { DriverService: typeof DriverService }
  export default remote
}
