import { createContext, useContext } from 'react'

/** The per-request CSP nonce, provided on the server only (browsers hide it from the DOM). */
const NonceContext = createContext<string>('')

export const NonceProvider = NonceContext.Provider

export function useNonce(): string {
  return useContext(NonceContext)
}
