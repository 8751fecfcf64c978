// A chunked body declares no Content-Length for server/app.ts to refuse: these readers stop at
// their own limit.

export async function readTextLimited(request: Request, max: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0)
  if (declared > max) return undefined
  if (!request.body) return ''
  const reader = request.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > max) {
      await reader.cancel().catch(() => {})
      return undefined
    }
    chunks.push(value)
  }
  return Buffer.concat(chunks).toString('utf8')
}

export class BodyTooLargeError extends Error {}
export class UnreadableBodyError extends Error {}

/** Multipart is left to the platform, within the server's declared-length limit. */
export async function readFormLimited(request: Request, max: number): Promise<FormData> {
  const type = request.headers.get('content-type') ?? ''
  if (/^multipart\/form-data/i.test(type)) {
    const declared = Number(request.headers.get('content-length') ?? NaN)
    if (!(declared <= max))
      throw new BodyTooLargeError('multipart body without a small Content-Length')
    try {
      return await request.formData()
    } catch (error) {
      throw new UnreadableBodyError('unreadable multipart body', { cause: error })
    }
  }
  if (!/^application\/x-www-form-urlencoded/i.test(type))
    throw new UnreadableBodyError(`unexpected content type ${type}`)
  const text = await readTextLimited(request, max)
  if (text === undefined) throw new BodyTooLargeError('form body too large')
  const form = new FormData()
  for (const [key, value] of new URLSearchParams(text)) form.append(key, value)
  return form
}
