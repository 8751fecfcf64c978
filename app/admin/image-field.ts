/**
 * An image field of a console form, for the browser and the action alike: an optional file that
 * is not larger than the upload limit. Whether it is a picture is the server's question
 * (`image-upload.server.ts` reads its content); the page words each problem in both languages.
 */
import { z } from '../utils/zod.ts'

/** The largest file an operator may send (a phone's photo is 2 to 6 MB). */
export const UPLOAD_MAX_BYTES = 8 * 1024 * 1024
/** A console image form's whole body: the file, the other fields and the multipart framing. */
export const UPLOAD_FORM_LIMIT_BYTES = UPLOAD_MAX_BYTES + 64 * 1024

export type UploadProblem = 'missing' | 'tooBig' | 'notImage' | 'tooManyPixels'

/**
 * A file input's value: Conform turns an empty input into undefined; a file over the limit is
 * refused in the browser before it is sent.
 */
export const imageFile = z
  .custom<File>((value) => typeof File !== 'undefined' && value instanceof File, {
    error: 'notImage',
  })
  .refine((file) => file.size <= UPLOAD_MAX_BYTES, { error: 'tooBig' })
