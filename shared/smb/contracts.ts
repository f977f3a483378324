import { z } from 'zod';
import {
  AccountStatusAnswer,
  CheckPasswordCodeAnswer,
  CheckPasswordCodeRequest,
  ForgotPasswordRequest,
  PasswordCodeRequest,
  ResendVerifyEmailRequest,
  VerifyEmailRequest,
} from './account';
import { AffiliationSchema, QueryActiveAffQuery } from './aff';
import {
  AccountSummarySchema,
  CheckBusinessNameAnswer,
  CheckBusinessNameRequest,
  CheckEmailAnswer,
  CheckEmailRequest,
  SignInAnswer,
  SignInRequest,
  SignOutAnswer,
  SwitchAccountCustomerAnswer,
  SwitchAccountCustomerRequest,
  TokenSignInAnswer,
  TokenSignInRequest,
} from './auth';
import {
  ContentAnswer,
  ContentByFormIdQuery,
  ContentByIdQuery,
  ContentByLanguageQuery,
  ContentByVuidQuery,
  ContentListAnswer,
  ContentListQuery,
} from './content';
import {
  ListCoursesAnswer,
  ListCoursesQuery,
  ListSessionsAnswer,
  ListSessionsByCourseQuery,
  ListSessionsQuery,
  QuerySessionQuery,
  QuerySpeakerQuery,
  SessionAnswer,
  SpeakerAnswer,
} from './course';
import { CheckPartnerAnswer, CreatePartnerAnswer, CreatePartnerRequest } from './partner';
import type { SmbCallKey } from './paths';
import {
  QuerySkincareQuery,
  QuerySkincareSettingQuery,
  SkincareProductSchema,
  SkincareSettingSchema,
} from './plugin';
import { SeoMetaAnswer, SeoMetaByPathQuery, SeoMetaQuery } from './seo';
import {
  CheckAnswer,
  CheckRequest,
  CheckWhitelistAnswer,
  CheckWhitelistRequest,
  CompleteTrialRequest,
  CreateSubscriptionAnswer,
  CreateTrialAnswer,
  CreateTrialRequest,
  SignUpPayload,
  SwitchSolutionAnswer,
  SwitchSolutionRequest,
} from './subscription';
import {
  CheckColorReportAnswer,
  CheckSupportEmailAnswer,
  CheckSupportEmailRequest,
  CreateRequestQuery,
  CreateSupportAnswer,
  CreateSupportRequest,
  QuerySupportAnswer,
  SupportCheckEmailAnswer,
  SupportCheckEmailRequest,
  SupportIdQuery,
  UpdateSupportAnswer,
  UpdateSupportQuery,
} from './support';

/**
 * The zod contracts of every /smb-frontend call, by the key of its row in shared/smb/paths.ts
 * (decision 0269): the JSON body a POST takes, the query a call reads (its keys are the row's `query`),
 * and the answer of a 200. The schemas themselves live with their family (shared/smb/<family>.ts);
 * this map only ties them to the calls, so a test can hold every call to having its contracts. Worker
 * only: the browser keeps to the zod-free table (decision 0168).
 */
export type SmbContract = {
  body?: z.ZodType;
  query?: z.ZodObject;
  answer: z.ZodType;
};

/** GET /smb-frontend/location: the edge's answer (worker/routes/location.ts). */
export const LocationAnswer = z.object({ data: z.object({ country: z.string() }) });

export const SMB_CONTRACTS: { readonly [K in SmbCallKey]: SmbContract } = {
  'auth.auth': { answer: AccountSummarySchema },
  'auth.signIn': { body: SignInRequest, answer: SignInAnswer },
  'auth.signInByToken': { body: TokenSignInRequest, answer: TokenSignInAnswer },
  'auth.signOut': { answer: SignOutAnswer },
  'auth.checkEmail': { body: CheckEmailRequest, answer: CheckEmailAnswer },
  'auth.checkBusinessName': { body: CheckBusinessNameRequest, answer: CheckBusinessNameAnswer },
  'auth.switchAccountCustomer': { body: SwitchAccountCustomerRequest, answer: SwitchAccountCustomerAnswer },

  'subscription.checkWhitelist': { body: CheckWhitelistRequest, answer: CheckWhitelistAnswer },
  'subscription.checkTrial': { body: CheckRequest, answer: CheckAnswer },
  'subscription.createTrial': { body: CreateTrialRequest, answer: CreateTrialAnswer },
  'subscription.checkSubscription': { body: CheckRequest, answer: CheckAnswer },
  'subscription.createSubscription': { body: SignUpPayload, answer: CreateSubscriptionAnswer },
  'subscription.switchSolution': { body: SwitchSolutionRequest, answer: SwitchSolutionAnswer },
  'subscription.completeTrial': { body: CompleteTrialRequest, answer: CreateTrialAnswer },
  'subscription.checkBusinessTrial': { body: CheckRequest, answer: CheckAnswer },
  'subscription.checkBusinessSubscription': { body: CheckRequest, answer: CheckAnswer },

  'partner.checkPartner': { answer: CheckPartnerAnswer },
  'partner.createPartner': { body: CreatePartnerRequest, answer: CreatePartnerAnswer },

  'account.verifyEmail': { body: VerifyEmailRequest, answer: AccountStatusAnswer },
  'account.resendVerifyEmail': { body: ResendVerifyEmailRequest, answer: AccountStatusAnswer },
  'account.forgotPassword': { body: ForgotPasswordRequest, answer: AccountStatusAnswer },
  'account.resetPassword': { body: PasswordCodeRequest, answer: AccountStatusAnswer },
  'account.setupPassword': { body: PasswordCodeRequest, answer: AccountStatusAnswer },
  'account.checkPasswordCodeExpire': { body: CheckPasswordCodeRequest, answer: CheckPasswordCodeAnswer },

  'aff.queryActiveAff': { query: QueryActiveAffQuery, answer: AffiliationSchema },

  'support.checkEmail': { body: SupportCheckEmailRequest, answer: SupportCheckEmailAnswer },
  'support.checkSupportEmail': { body: CheckSupportEmailRequest, answer: CheckSupportEmailAnswer },
  'support.createRequest': {
    body: CreateSupportRequest,
    query: CreateRequestQuery,
    answer: CreateSupportAnswer,
  },
  'support.querySupport': { query: SupportIdQuery, answer: QuerySupportAnswer },
  'support.checkColorReport': { query: SupportIdQuery, answer: CheckColorReportAnswer },
  'support.updateSupport': { query: UpdateSupportQuery, answer: UpdateSupportAnswer },

  'strapi.queryContentByVuid': { query: ContentByVuidQuery, answer: ContentAnswer },
  'strapi.queryContentById': { query: ContentByIdQuery, answer: ContentAnswer },
  'strapi.queryContentByLanguage': { query: ContentByLanguageQuery, answer: ContentAnswer },
  'strapi.queryContentByFormId': { query: ContentByFormIdQuery, answer: ContentAnswer },
  'strapi.listContentByLanguage': { query: ContentListQuery, answer: ContentListAnswer },
  'seo.queryMeta': { query: SeoMetaQuery, answer: SeoMetaAnswer },
  'seo.queryMetaByPath': { query: SeoMetaByPathQuery, answer: SeoMetaAnswer },
  'course.listCourses': { query: ListCoursesQuery, answer: ListCoursesAnswer },
  'course.listSessions': { query: ListSessionsQuery, answer: ListSessionsAnswer },
  'course.listSessionsByCourseId': { query: ListSessionsByCourseQuery, answer: ListSessionsAnswer },
  'course.querySession': { query: QuerySessionQuery, answer: SessionAnswer },
  'course.querySpeaker': { query: QuerySpeakerQuery, answer: SpeakerAnswer },
  'plugin.querySkincareSetting': { query: QuerySkincareSettingQuery, answer: SkincareSettingSchema },
  'plugin.querySkincare': { query: QuerySkincareQuery, answer: SkincareProductSchema },

  'edge.location': { answer: LocationAnswer },
};
