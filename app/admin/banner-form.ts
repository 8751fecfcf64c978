/** The preseason banner's form: one image (the action says so when none was chosen). */
import { z } from '../utils/zod.ts'

import { imageFile } from './image-field.ts'

export const bannerSchema = z.object({ image: imageFile.optional() })

export type BannerValues = z.infer<typeof bannerSchema>
