import { LeadReplyField as LeadReplyField_4257773d3e15610f691669fb41338e3a } from '../../../cms/admin/lead-reply-field'
import { LeadExportButton as LeadExportButton_0fd2c7e9e39b152b83e9ccf6d6439db6 } from '../../../cms/admin/lead-export-button'
import { AdminIcon as AdminIcon_d123741fd6da47b78c20b0d1b7ca61a9 } from '../../../cms/admin/brand'
import { AdminLogo as AdminLogo_d123741fd6da47b78c20b0d1b7ca61a9 } from '../../../cms/admin/brand'
import { LeadDeskSummary as LeadDeskSummary_e188b1439b2956b2038ab76bb69b1a48 } from '../../../cms/admin/lead-desk-summary'
import { LeadHealth as LeadHealth_880e78fde07b0f9c329ff1efb4491be9 } from '../../../cms/admin/lead-health'
import { LaunchChecklistView as LaunchChecklistView_9c9ca74dc3f62e65ec333e65a2cb1c1f } from '../../../cms/admin/launch-checklist-view'
import { S3ClientUploadHandler as S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24 } from '@payloadcms/storage-s3/client'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "/cms/admin/lead-reply-field#LeadReplyField": LeadReplyField_4257773d3e15610f691669fb41338e3a,
  "/cms/admin/lead-export-button#LeadExportButton": LeadExportButton_0fd2c7e9e39b152b83e9ccf6d6439db6,
  "/cms/admin/brand#AdminIcon": AdminIcon_d123741fd6da47b78c20b0d1b7ca61a9,
  "/cms/admin/brand#AdminLogo": AdminLogo_d123741fd6da47b78c20b0d1b7ca61a9,
  "/cms/admin/lead-desk-summary#LeadDeskSummary": LeadDeskSummary_e188b1439b2956b2038ab76bb69b1a48,
  "/cms/admin/lead-health#LeadHealth": LeadHealth_880e78fde07b0f9c329ff1efb4491be9,
  "/cms/admin/launch-checklist-view#LaunchChecklistView": LaunchChecklistView_9c9ca74dc3f62e65ec333e65a2cb1c1f,
  "@payloadcms/storage-s3/client#S3ClientUploadHandler": S3ClientUploadHandler_f97aa6c64367fa259c5bc0567239ef24,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
