import { z } from 'zod';
import { sendOtpBodySchema, sendOtpDataSchema, userSchema, verifyOtpBodySchema, verifyOtpDataSchema } from './accounts/auth';
import {
  citiesResultSchema,
  gymCompareQuerySchema,
  gymCompareResultSchema,
  gymDetailSchema,
  gymGetQuerySchema,
  gymSearchQuerySchema,
  gymSearchResultSchema,
} from './gyms/gyms';
import { gymPhotoListSchema, gymPhotoSchema, gymPhotosQuerySchema, gymPhotoTargetBodySchema } from './gyms/gym-photos';
import {
  gymCreateBodySchema,
  gymTargetBodySchema,
  gymUpdateBodySchema,
  ownedGymQuerySchema,
  ownedGymSchema,
  ownerGymListSchema,
  ownerGymSchema,
  ownerPlanListSchema,
  planListQuerySchema,
  planUpdateBodySchema,
} from './gyms/owner-gyms';
import { ownerRegistrationBodySchema, ownerRegistrationDataSchema } from './accounts/owners';
import { languageBodySchema, profileUpdateBodySchema } from './accounts/profile';
import {
  announcementCreateBodySchema,
  announcementGetQuerySchema,
  announcementListQuerySchema,
  announcementListSchema,
  announcementSchema,
  announcementTargetBodySchema,
  announcementUpdateBodySchema,
  feedSchema,
} from './community/announcements';
import { classRoutes, type ClassRouteName } from './classes/class-routes';
import {
  classBookBodySchema,
  classBookedSchema,
  classBookingTargetBodySchema,
  classCancelSessionBodySchema,
  classCreateBodySchema,
  classGymQuerySchema,
  classMarkBodySchema,
  classMoveSessionBodySchema,
  classRulesSchema,
  classSeriesSchema,
  classSeriesTargetBodySchema,
  classSessionQuerySchema,
  classSessionSchema,
  classSettingsBodySchema,
  classTimetableQuerySchema,
  classTimetableSchema,
  classUpdateBodySchema,
  myClassListSchema,
  myClassSchema,
  rosterEntrySchema,
  rosterSchema,
  teachingListSchema,
  teachingQuerySchema,
} from './classes/classes';
import { communityRoutes, type CommunityRouteName } from './community/community-routes';
import { contactBodySchema } from './community/contact';
import {
  myReviewSchema,
  ownReviewListSchema,
  ownReviewSchema,
  reviewCreateBodySchema,
  reviewGymQuerySchema,
  reviewListQuerySchema,
  reviewListResultSchema,
  reviewReplyBodySchema,
  reviewTargetBodySchema,
  reviewUpdateBodySchema,
} from './community/reviews';
import { attendanceRoutes, type AttendanceRouteName } from './attendance/attendance-routes';
import {
  attendancePageSchema,
  attendanceReportQuerySchema,
  busyListQuerySchema,
  busyListSchema,
  busyQuerySchema,
  busySchema,
  gymQrQuerySchema,
  gymQrSchema,
  markBodySchema,
  ownerCheckInBodySchema,
  scanResultSchema,
} from './attendance/attendance';
import { bookingRoutes, type BookingRouteName } from './bookings/booking-routes';
import { membershipRoutes, type MembershipRouteName } from './memberships/membership-routes';
import { autoRenewBodySchema, autoRenewSchema, mandateSchema, ownerRenewalsQuerySchema, ownerRenewalsSchema, testMandateBodySchema } from './memberships/auto-renew';
import { freezeBodySchema, renewQuoteQuerySchema, renewQuoteSchema, unfreezeBodySchema, upgradeBodySchema, upgradeQuoteQuerySchema, upgradeQuoteSchema } from './memberships/memberships';
import {
  bookingCancelBodySchema,
  bookingCodeQuerySchema,
  bookingCreateBodySchema,
  bookingCreatedSchema,
  bookingDetailSchema,
  bookingIdQuerySchema,
  bookingPageSchema,
  bookingRescheduleBodySchema,
  bookingSchema,
  bookingSetStatusBodySchema,
  bookingSummarySchema,
  gymBookingsQuerySchema,
  myBookingsQuerySchema,
  ownerBookingPageSchema,
  ownerBookingSchema,
  slotListSchema,
  slotsQuerySchema,
} from './bookings/bookings';
import {
  earningsQuerySchema,
  earningsSchema,
  gymPaymentsQuerySchema,
  markPaidBodySchema,
  ownerPaymentPageSchema,
  paymentHistoryQuerySchema,
  paymentIdQuerySchema,
  paymentPageSchema,
  paymentResultSchema,
  receiptSchema,
  testPayBodySchema,
  verifyBodySchema,
  webhookBodySchema,
} from './bookings/payments';
import { ownerDashboardQuerySchema, ownerDashboardSchema } from './accounts/dashboard';
import { memberRoutes, type MemberRouteName } from './gyms/member-routes';
import { dashboardRoutes, type DashboardRouteName } from './accounts/dashboard-routes';
import { gymPhotoRoutes, type GymPhotoRouteName } from './gyms/gym-photo-routes';
import { notificationRoutes, type NotificationRouteName } from './messaging/notification-routes';
import { deliveryPageSchema, gymMessageLogQuerySchema, markReadBodySchema, markReadResultSchema, notificationListQuerySchema, notificationPageSchema } from './messaging/notifications';
import { gymMemberPageSchema, memberAddBodySchema, memberAddedSchema, memberListQuerySchema } from './gyms/members';
import { promoRoutes, type PromoRouteName } from './bookings/promo-routes';
import { promoCheckQuerySchema, promoCreateBodySchema, promoListQuerySchema, promoListSchema, promoQuoteSchema, promoSchema, promoUpdateBodySchema } from './bookings/promos';
import { apiRoutes, type ApiRoute, type ApiRouteName } from './routes';
import { adminRoutes, type AdminRouteName } from './admin/admin-routes';
import {
  accountActionBodySchema,
  accountListQuerySchema,
  accountPageSchema,
  accountStatusSchema,
  auditPageSchema,
  auditQuerySchema,
  ownerVerificationSchema,
  platformOverviewSchema,
  reportBodySchema,
  reportDecisionBodySchema,
  reportDecisionSchema,
  reportedItemPageSchema,
  reportQueueQuerySchema,
  verificationDocumentQuerySchema,
  verificationQueueItemSchema,
  verificationQueuePageSchema,
  verificationQueueQuerySchema,
  verificationRejectBodySchema,
  verificationTargetBodySchema,
} from './admin/admin';
import { staffRoutes, type StaffRouteName } from './gyms/staff-routes';
import {
  staffAuditQuerySchema,
  staffAuditSchema,
  staffInviteBodySchema,
  staffInvitedSchema,
  staffListQuerySchema,
  staffListSchema,
  staffPlaceListSchema,
  staffTargetBodySchema,
  staffUpdateBodySchema,
} from './gyms/staff';
import { sessionRoutes, type SessionRouteName } from './accounts/session-routes';
import { deviceSessionListSchema, revokedCountSchema, sessionTargetBodySchema } from './accounts/sessions';
import { trainerRoutes, type TrainerRouteName } from './gyms/trainer-routes';
import {
  trainerCreateBodySchema,
  trainerDecideBodySchema,
  trainerGymQuerySchema,
  trainerListSchema,
  myTrainerPlacesSchema,
  trainerRegisterBodySchema,
  trainerSchema,
  trainerTargetBodySchema,
  trainerUpdateBodySchema,
} from './gyms/trainers';

export { endpointPath } from './routes';

export type Endpoint = ApiRoute & { query?: z.ZodType; body?: z.ZodType; data: z.ZodType };

const noData = z.null().optional();

/** Every call, once: its route (routes.ts) with the schemas of what goes in and what comes back. */
export const endpoints = {
  sendOtp: { ...apiRoutes.sendOtp, body: sendOtpBodySchema, data: sendOtpDataSchema },
  verifyOtp: { ...apiRoutes.verifyOtp, body: verifyOtpBodySchema, data: verifyOtpDataSchema },
  logout: { ...apiRoutes.logout, data: noData },
  getProfile: { ...apiRoutes.getProfile, data: userSchema },
  updateProfile: { ...apiRoutes.updateProfile, body: profileUpdateBodySchema, data: userSchema },
  setLanguage: { ...apiRoutes.setLanguage, body: languageBodySchema, data: userSchema },
  searchGyms: { ...apiRoutes.searchGyms, query: gymSearchQuerySchema, data: gymSearchResultSchema },
  getGym: { ...apiRoutes.getGym, query: gymGetQuerySchema, data: gymDetailSchema },
  compareGyms: { ...apiRoutes.compareGyms, query: gymCompareQuerySchema, data: gymCompareResultSchema },
  listCities: { ...apiRoutes.listCities, data: citiesResultSchema },
  listReviews: { ...apiRoutes.listReviews, query: reviewListQuerySchema, data: reviewListResultSchema },
  myGyms: { ...apiRoutes.myGyms, data: ownerGymListSchema },
  ownedGym: { ...apiRoutes.ownedGym, query: ownedGymQuerySchema, data: ownedGymSchema },
  createGym: { ...apiRoutes.createGym, body: gymCreateBodySchema, data: ownedGymSchema },
  updateGym: { ...apiRoutes.updateGym, body: gymUpdateBodySchema, data: ownedGymSchema },
  deactivateGym: { ...apiRoutes.deactivateGym, body: gymTargetBodySchema, data: ownerGymSchema },
  reactivateGym: { ...apiRoutes.reactivateGym, body: gymTargetBodySchema, data: ownerGymSchema },
  listPlans: { ...apiRoutes.listPlans, query: planListQuerySchema, data: ownerPlanListSchema },
  updatePlans: { ...apiRoutes.updatePlans, body: planUpdateBodySchema, data: ownerPlanListSchema },
  registerOwner: { ...apiRoutes.registerOwner, body: ownerRegistrationBodySchema, data: ownerRegistrationDataSchema },
  listTrainers: { ...trainerRoutes.listTrainers, query: trainerGymQuerySchema, data: trainerListSchema },
  createTrainer: { ...trainerRoutes.createTrainer, body: trainerCreateBodySchema, data: trainerSchema },
  updateTrainer: { ...trainerRoutes.updateTrainer, body: trainerUpdateBodySchema, data: trainerSchema },
  deleteTrainer: { ...trainerRoutes.deleteTrainer, body: trainerTargetBodySchema, data: noData },
  // Multipart: the text fields are checked by trainerPhotoFieldsSchema once the parts are read.
  trainerPhoto: { ...trainerRoutes.trainerPhoto, data: trainerSchema },
  registerTrainer: { ...trainerRoutes.registerTrainer, body: trainerRegisterBodySchema, data: trainerSchema },
  myTrainerPlaces: { ...trainerRoutes.myTrainerPlaces, data: myTrainerPlacesSchema },
  trainerApplications: { ...trainerRoutes.trainerApplications, query: trainerGymQuerySchema, data: trainerListSchema },
  decideTrainer: { ...trainerRoutes.decideTrainer, body: trainerDecideBodySchema, data: trainerSchema },
  gymPhotos: { ...gymPhotoRoutes.gymPhotos, query: gymPhotosQuerySchema, data: gymPhotoListSchema },
  // Multipart: gymPhotoUploadFieldsSchema checks the text fields.
  uploadGymPhoto: { ...gymPhotoRoutes.uploadGymPhoto, data: gymPhotoSchema },
  deleteGymPhoto: { ...gymPhotoRoutes.deleteGymPhoto, body: gymPhotoTargetBodySchema, data: gymPhotoListSchema },
  setGymCover: { ...gymPhotoRoutes.setGymCover, body: gymPhotoTargetBodySchema, data: gymPhotoListSchema },
  createReview: { ...communityRoutes.createReview, body: reviewCreateBodySchema, data: ownReviewSchema },
  updateReview: { ...communityRoutes.updateReview, body: reviewUpdateBodySchema, data: ownReviewSchema },
  myReview: { ...communityRoutes.myReview, query: reviewGymQuerySchema, data: myReviewSchema },
  pendingReviews: { ...communityRoutes.pendingReviews, query: reviewGymQuerySchema, data: ownReviewListSchema },
  approveReview: { ...communityRoutes.approveReview, body: reviewTargetBodySchema, data: ownReviewSchema },
  replyReview: { ...communityRoutes.replyReview, body: reviewReplyBodySchema, data: ownReviewSchema },
  listAnnouncements: { ...communityRoutes.listAnnouncements, query: announcementListQuerySchema, data: announcementListSchema },
  getAnnouncement: { ...communityRoutes.getAnnouncement, query: announcementGetQuerySchema, data: announcementSchema },
  createAnnouncement: { ...communityRoutes.createAnnouncement, body: announcementCreateBodySchema, data: announcementSchema },
  updateAnnouncement: { ...communityRoutes.updateAnnouncement, body: announcementUpdateBodySchema, data: announcementSchema },
  deleteAnnouncement: { ...communityRoutes.deleteAnnouncement, body: announcementTargetBodySchema, data: noData },
  announcementFeed: { ...communityRoutes.announcementFeed, data: feedSchema },
  trainerAnnouncementFeed: { ...communityRoutes.trainerAnnouncementFeed, data: feedSchema },
  sendContact: { ...communityRoutes.sendContact, body: contactBodySchema, data: noData },
  bookingSummary: { ...bookingRoutes.bookingSummary, data: bookingSummarySchema },
  bookingSlots: { ...bookingRoutes.bookingSlots, query: slotsQuerySchema, data: slotListSchema },
  createBooking: { ...bookingRoutes.createBooking, body: bookingCreateBodySchema, data: bookingCreatedSchema },
  myBookings: { ...bookingRoutes.myBookings, query: myBookingsQuerySchema, data: bookingPageSchema },
  getBooking: { ...bookingRoutes.getBooking, query: bookingIdQuerySchema, data: bookingDetailSchema },
  cancelBooking: { ...bookingRoutes.cancelBooking, body: bookingCancelBodySchema, data: bookingSchema },
  rescheduleBooking: { ...bookingRoutes.rescheduleBooking, body: bookingRescheduleBodySchema, data: bookingSchema },
  gymBookings: { ...bookingRoutes.gymBookings, query: gymBookingsQuerySchema, data: ownerBookingPageSchema },
  setBookingStatus: { ...bookingRoutes.setBookingStatus, body: bookingSetStatusBodySchema, data: ownerBookingSchema },
  bookingByCode: { ...bookingRoutes.bookingByCode, query: bookingCodeQuerySchema, data: ownerBookingSchema },
  testPay: { ...bookingRoutes.testPay, body: testPayBodySchema, data: paymentResultSchema },
  testMandate: { ...bookingRoutes.testMandate, body: testMandateBodySchema, data: autoRenewSchema },
  verifyPayment: { ...bookingRoutes.verifyPayment, body: verifyBodySchema, data: paymentResultSchema },
  paymentWebhook: { ...bookingRoutes.paymentWebhook, body: webhookBodySchema, data: noData },
  paymentHistory: { ...bookingRoutes.paymentHistory, query: paymentHistoryQuerySchema, data: paymentPageSchema },
  paymentEarnings: { ...bookingRoutes.paymentEarnings, query: earningsQuerySchema, data: earningsSchema },
  gymPayments: { ...bookingRoutes.gymPayments, query: gymPaymentsQuerySchema, data: ownerPaymentPageSchema },
  markPaid: { ...bookingRoutes.markPaid, body: markPaidBodySchema, data: paymentResultSchema },
  paymentReceipt: { ...bookingRoutes.paymentReceipt, query: paymentIdQuerySchema, data: receiptSchema },
  listMembers: { ...memberRoutes.listMembers, query: memberListQuerySchema, data: gymMemberPageSchema },
  addMember: { ...memberRoutes.addMember, body: memberAddBodySchema, data: memberAddedSchema },
  ownerDashboard: { ...dashboardRoutes.ownerDashboard, query: ownerDashboardQuerySchema, data: ownerDashboardSchema },
  gymQr: { ...attendanceRoutes.gymQr, query: gymQrQuerySchema, data: gymQrSchema },
  markAttendance: { ...attendanceRoutes.markAttendance, body: markBodySchema, data: scanResultSchema },
  ownerCheckIn: { ...attendanceRoutes.ownerCheckIn, body: ownerCheckInBodySchema, data: scanResultSchema },
  attendanceReport: { ...attendanceRoutes.attendanceReport, query: attendanceReportQuerySchema, data: attendancePageSchema },
  gymBusy: { ...attendanceRoutes.gymBusy, query: busyQuerySchema, data: busySchema },
  gymsBusy: { ...attendanceRoutes.gymsBusy, query: busyListQuerySchema, data: busyListSchema },
  listSessions: { ...sessionRoutes.listSessions, data: deviceSessionListSchema },
  revokeSession: { ...sessionRoutes.revokeSession, body: sessionTargetBodySchema, data: noData },
  revokeOtherSessions: { ...sessionRoutes.revokeOtherSessions, data: revokedCountSchema },
  listNotifications: { ...notificationRoutes.listNotifications, query: notificationListQuerySchema, data: notificationPageSchema },
  markNotificationsRead: { ...notificationRoutes.markNotificationsRead, body: markReadBodySchema, data: markReadResultSchema },
  gymMessageLog: { ...notificationRoutes.gymMessageLog, query: gymMessageLogQuerySchema, data: deliveryPageSchema },
  renewQuote: { ...membershipRoutes.renewQuote, query: renewQuoteQuerySchema, data: renewQuoteSchema },
  freezePass: { ...membershipRoutes.freezePass, body: freezeBodySchema, data: bookingSchema },
  unfreezePass: { ...membershipRoutes.unfreezePass, body: unfreezeBodySchema, data: bookingSchema },
  upgradeQuote: { ...membershipRoutes.upgradeQuote, query: upgradeQuoteQuerySchema, data: upgradeQuoteSchema },
  autoRenewStart: { ...membershipRoutes.autoRenewStart, body: autoRenewBodySchema, data: mandateSchema },
  autoRenewSkip: { ...membershipRoutes.autoRenewSkip, body: autoRenewBodySchema, data: bookingSchema },
  autoRenewCancel: { ...membershipRoutes.autoRenewCancel, body: autoRenewBodySchema, data: bookingSchema },
  ownerRenewals: { ...membershipRoutes.ownerRenewals, query: ownerRenewalsQuerySchema, data: ownerRenewalsSchema },
  upgradePass: { ...membershipRoutes.upgradePass, body: upgradeBodySchema, data: bookingCreatedSchema },
  listPromos: { ...promoRoutes.listPromos, query: promoListQuerySchema, data: promoListSchema },
  createPromo: { ...promoRoutes.createPromo, body: promoCreateBodySchema, data: promoSchema },
  updatePromo: { ...promoRoutes.updatePromo, body: promoUpdateBodySchema, data: promoSchema },
  checkPromo: { ...promoRoutes.checkPromo, query: promoCheckQuerySchema, data: promoQuoteSchema },
  classTimetable: { ...classRoutes.classTimetable, query: classTimetableQuerySchema, data: classTimetableSchema },
  classRules: { ...classRoutes.classRules, query: classGymQuerySchema, data: classRulesSchema },
  createClass: { ...classRoutes.createClass, body: classCreateBodySchema, data: classSeriesSchema },
  updateClass: { ...classRoutes.updateClass, body: classUpdateBodySchema, data: classSeriesSchema },
  endClass: { ...classRoutes.endClass, body: classSeriesTargetBodySchema, data: classSeriesSchema },
  gymClasses: { ...classRoutes.gymClasses, query: classGymQuerySchema, data: z.array(classSeriesSchema) },
  cancelClassSession: { ...classRoutes.cancelClassSession, body: classCancelSessionBodySchema, data: classSessionSchema },
  moveClassSession: { ...classRoutes.moveClassSession, body: classMoveSessionBodySchema, data: classSessionSchema },
  classSettings: { ...classRoutes.classSettings, body: classSettingsBodySchema, data: classRulesSchema },
  waiveClassStrike: { ...classRoutes.waiveClassStrike, body: classBookingTargetBodySchema, data: rosterEntrySchema },
  bookClass: { ...classRoutes.bookClass, body: classBookBodySchema, data: classBookedSchema },
  cancelClass: { ...classRoutes.cancelClass, body: classBookingTargetBodySchema, data: myClassSchema },
  myClasses: { ...classRoutes.myClasses, data: myClassListSchema },
  teachingClasses: { ...classRoutes.teachingClasses, query: teachingQuerySchema, data: teachingListSchema },
  classRoster: { ...classRoutes.classRoster, query: classSessionQuerySchema, data: rosterSchema },
  markClass: { ...classRoutes.markClass, body: classMarkBodySchema, data: rosterEntrySchema },
  overview: { ...adminRoutes.overview, data: platformOverviewSchema },
  auditLog: { ...adminRoutes.auditLog, query: auditQuerySchema, data: auditPageSchema },
  verificationQueue: { ...adminRoutes.verificationQueue, query: verificationQueueQuerySchema, data: verificationQueuePageSchema },
  verificationDocument: {
    ...adminRoutes.verificationDocument,
    query: verificationDocumentQuerySchema,
    data: z.object({ contentType: z.string(), base64: z.string() }),
  },
  approveVerification: { ...adminRoutes.approveVerification, body: verificationTargetBodySchema, data: verificationQueueItemSchema },
  rejectVerification: { ...adminRoutes.rejectVerification, body: verificationRejectBodySchema, data: verificationQueueItemSchema },
  accounts: { ...adminRoutes.accounts, query: accountListQuerySchema, data: accountPageSchema },
  suspendAccount: { ...adminRoutes.suspendAccount, body: accountActionBodySchema, data: accountStatusSchema },
  restoreAccount: { ...adminRoutes.restoreAccount, body: accountActionBodySchema, data: accountStatusSchema },
  reports: { ...adminRoutes.reports, query: reportQueueQuerySchema, data: reportedItemPageSchema },
  hideContent: { ...adminRoutes.hideContent, body: reportDecisionBodySchema, data: reportDecisionSchema },
  dismissReports: { ...adminRoutes.dismissReports, body: reportDecisionBodySchema, data: reportDecisionSchema },
  reportContent: { ...adminRoutes.reportContent, body: reportBodySchema, data: noData },
  // Multipart: verificationFieldsSchema checks the text fields, the files are checked by their bytes.
  submitVerification: { ...adminRoutes.submitVerification, data: ownerVerificationSchema },
  gymVerification: { ...adminRoutes.gymVerification, query: ownedGymQuerySchema, data: ownerVerificationSchema },
  inviteStaff: { ...staffRoutes.inviteStaff, body: staffInviteBodySchema, data: staffInvitedSchema },
  listStaff: { ...staffRoutes.listStaff, query: staffListQuerySchema, data: staffListSchema },
  updateStaff: { ...staffRoutes.updateStaff, body: staffUpdateBodySchema, data: noData },
  revokeStaff: { ...staffRoutes.revokeStaff, body: staffTargetBodySchema, data: noData },
  myStaffPlaces: { ...staffRoutes.myStaffPlaces, data: staffPlaceListSchema },
  staffAudit: { ...staffRoutes.staffAudit, query: staffAuditQuerySchema, data: staffAuditSchema },
} as const satisfies Record<
  | ApiRouteName
  | TrainerRouteName
  | GymPhotoRouteName
  | DashboardRouteName
  | CommunityRouteName
  | BookingRouteName
  | MemberRouteName
  | AttendanceRouteName
  | SessionRouteName
  | NotificationRouteName
  | MembershipRouteName
  | PromoRouteName
  | ClassRouteName
  | AdminRouteName
  | StaffRouteName,
  Endpoint
>;

export type EndpointName = keyof typeof endpoints;
