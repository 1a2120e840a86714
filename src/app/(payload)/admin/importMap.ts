import { AdminIcon as AdminIcon_d123741fd6da47b78c20b0d1b7ca61a9 } from '../../../cms/admin/brand'
import { AdminLogo as AdminLogo_d123741fd6da47b78c20b0d1b7ca61a9 } from '../../../cms/admin/brand'
import { LaunchChecklistView as LaunchChecklistView_9c9ca74dc3f62e65ec333e65a2cb1c1f } from '../../../cms/admin/launch-checklist-view'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/brand#AdminIcon": AdminIcon_d123741fd6da47b78c20b0d1b7ca61a9,
  "/cms/admin/brand#AdminLogo": AdminLogo_d123741fd6da47b78c20b0d1b7ca61a9,
  "/cms/admin/launch-checklist-view#LaunchChecklistView": LaunchChecklistView_9c9ca74dc3f62e65ec333e65a2cb1c1f,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
