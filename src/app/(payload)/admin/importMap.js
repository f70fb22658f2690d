import { RscEntryLexicalCell as RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { RscEntryLexicalField as RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LexicalDiffComponent as LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e } from '@payloadcms/richtext-lexical/rsc'
import { LinkFeatureClient as LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineToolbarFeatureClient as InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HorizontalRuleFeatureClient as HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UploadFeatureClient as UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BlockquoteFeatureClient as BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { RelationshipFeatureClient as RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ChecklistFeatureClient as ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { OrderedListFeatureClient as OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnorderedListFeatureClient as UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { AlignFeatureClient as AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { HeadingFeatureClient as HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ParagraphFeatureClient as ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InlineCodeFeatureClient as InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SuperscriptFeatureClient as SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { SubscriptFeatureClient as SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { StrikethroughFeatureClient as StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { UnderlineFeatureClient as UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { BoldFeatureClient as BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { ItalicFeatureClient as ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864 } from '@payloadcms/richtext-lexical/client'
import { InviteTeamMemberLink as InviteTeamMemberLink_aa22ccb957f51a0e31d1dceee6a0bb22 } from '../../../../src/components/admin/InviteTeamMemberLink'
import { FormFieldRowLabel as FormFieldRowLabel_a660ef1337ba603fcd319698ab6ad359 } from '../../../../collections/Forms/RowLabel'
import { SubmissionsListTools as SubmissionsListTools_c80b11c266940079d10ffe69cc053491 } from '../../../../collections/FormSubmissions/ListTools'
import { SkipLink as SkipLink_291077b322d3d732b97c738de7ff49af } from '../../../../src/components/admin/SkipLink'
import { LogoutButton as LogoutButton_c765f3d307b2960b48426b90d0d020e3 } from '../../../../src/components/admin/LogoutButton'
import { AdminIcon as AdminIcon_83a4e0f4639e3b4413a9f9b7c1f29385 } from '../../../../src/components/admin/AdminBrand'
import { AdminLogo as AdminLogo_83a4e0f4639e3b4413a9f9b7c1f29385 } from '../../../../src/components/admin/AdminBrand'
import { AdminNavLinks as AdminNavLinks_4177a90ad7cee8071cee118f56acc292 } from '../../../../src/components/admin/AdminNavLinks'
import { NavOpenOnDesktop as NavOpenOnDesktop_d09fed1a9d95a52f096581b9899a7c37 } from '../../../../src/components/admin/NavOpenOnDesktop'
import { DashboardView as DashboardView_64c0c90ebca14f66a63e953307240de5 } from '../../../../src/components/admin/DashboardView'
import { WebsiteView as WebsiteView_d21a18a0870d447eff13b7992fc4ab6f } from '../../../../src/components/admin/WebsiteView'
import { IntegrationsView as IntegrationsView_50bfbeeae0367c0094eea4b0ba780dc5 } from '../../../../src/components/admin/IntegrationsView'
import { CollectionCards as CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1 } from '@payloadcms/next/rsc'

/** @type import('payload').ImportMap */
export const importMap = {
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalCell": RscEntryLexicalCell_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#RscEntryLexicalField": RscEntryLexicalField_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/rsc#LexicalDiffComponent": LexicalDiffComponent_44fe37237e0ebf4470c9990d8cb7b07e,
  "@payloadcms/richtext-lexical/client#LinkFeatureClient": LinkFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineToolbarFeatureClient": InlineToolbarFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HorizontalRuleFeatureClient": HorizontalRuleFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UploadFeatureClient": UploadFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BlockquoteFeatureClient": BlockquoteFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#RelationshipFeatureClient": RelationshipFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ChecklistFeatureClient": ChecklistFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#OrderedListFeatureClient": OrderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnorderedListFeatureClient": UnorderedListFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#AlignFeatureClient": AlignFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#HeadingFeatureClient": HeadingFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ParagraphFeatureClient": ParagraphFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#InlineCodeFeatureClient": InlineCodeFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SuperscriptFeatureClient": SuperscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#SubscriptFeatureClient": SubscriptFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#StrikethroughFeatureClient": StrikethroughFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#UnderlineFeatureClient": UnderlineFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#BoldFeatureClient": BoldFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "@payloadcms/richtext-lexical/client#ItalicFeatureClient": ItalicFeatureClient_e70f5e05f09f93e00b997edb1ef0c864,
  "/src/components/admin/InviteTeamMemberLink#InviteTeamMemberLink": InviteTeamMemberLink_aa22ccb957f51a0e31d1dceee6a0bb22,
  "/collections/Forms/RowLabel#FormFieldRowLabel": FormFieldRowLabel_a660ef1337ba603fcd319698ab6ad359,
  "/collections/FormSubmissions/ListTools#SubmissionsListTools": SubmissionsListTools_c80b11c266940079d10ffe69cc053491,
  "/src/components/admin/SkipLink#SkipLink": SkipLink_291077b322d3d732b97c738de7ff49af,
  "/src/components/admin/LogoutButton#LogoutButton": LogoutButton_c765f3d307b2960b48426b90d0d020e3,
  "/src/components/admin/AdminBrand#AdminIcon": AdminIcon_83a4e0f4639e3b4413a9f9b7c1f29385,
  "/src/components/admin/AdminBrand#AdminLogo": AdminLogo_83a4e0f4639e3b4413a9f9b7c1f29385,
  "/src/components/admin/AdminNavLinks#AdminNavLinks": AdminNavLinks_4177a90ad7cee8071cee118f56acc292,
  "/src/components/admin/NavOpenOnDesktop#NavOpenOnDesktop": NavOpenOnDesktop_d09fed1a9d95a52f096581b9899a7c37,
  "/src/components/admin/DashboardView#DashboardView": DashboardView_64c0c90ebca14f66a63e953307240de5,
  "/src/components/admin/WebsiteView#WebsiteView": WebsiteView_d21a18a0870d447eff13b7992fc4ab6f,
  "/src/components/admin/IntegrationsView#IntegrationsView": IntegrationsView_50bfbeeae0367c0094eea4b0ba780dc5,
  "@payloadcms/next/rsc#CollectionCards": CollectionCards_f9c02e79a4aed9a3924487c0cd4cafb1
}
