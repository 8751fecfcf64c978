// Whether it is a picture is the server's question (image-upload.server.ts reads its content).
import { z } from '../utils/zod.ts'

/** A phone's photo is 2 to 6 MB. */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024
export const UPLOAD_FORM_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024

export type UploadProblem = 'missing' | 'tooBig' | 'notImage' | 'tooManyPixels' | 'notStored'

export const imageFile = z
  .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
    error: 'notImage',
  })
  .refine((file) => file.size <= UPLOAD_MAX_BYTES, { error: 'tooBig' })
