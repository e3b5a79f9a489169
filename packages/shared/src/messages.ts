/**
 * Every text users see, once (docs/product/messages.md). The server answers them, the web shows
 * them and tests assert them through these keys: never retype one.
 *
 * Where they come from: each group starts with the texts of the original product specification,
 * copied exactly (wording, punctuation, emoji) — the rules they belong to are in
 * docs/product/<area>.md; change them only on purpose. A comment "Ours" marks where the texts we
 * wrote for what the specification left open begin.
 */

import { HEIC_MAX_PIXELS } from './constants.ts';

export const messages = {
  auth: {
    loggedOut: 'Logged out successfully',
    /** The dashboard's Sign Out button uses this variant (docs/product/dashboard.md). */
    loggedOutDashboard: 'Logged out successfully!',
    logoutFailed: 'Failed to log out',
    loggedIn: 'Logged in successfully',
    loginFailed: 'Failed to login. Please check your credentials.',
    signedUp: 'Account created successfully! Please verify your email.',
    signupFailed: 'Failed to create account. Please try again.',
    passwordTooShort: 'Must be at least 8 characters',
    credentialsMissing: 'You must provide either an email or phone number and a password',
    sessionMissing: 'Auth session missing!',
    sessionOrUserMissing: 'Auth session or user missing',
    /** Ours (docs/product/identity.md, limits.md). */
    emailTaken: 'An account with this email already exists.',
    usernameTaken: 'That username is taken.',
    usernameInvalid: 'Usernames are 3–30 letters, numbers or underscores.',
    fullNameRequired: 'Please enter your full name',
    fullNameTooLong: 'Must be at most 100 characters',
    emailInvalid: 'Please enter a valid email address',
    passwordTooLong: 'Must be at most 128 characters',
    passwordTooCommon: 'This password is too common. Please choose a less guessable one.',
    timeZoneInvalid: 'Unknown time zone',
    invalidCredentials: 'Invalid email or password',
    loginRequired: 'Please log in',
    verifyEmailFirst: 'Please verify your email first.',
    verificationSent: 'We sent you a new verification link.',
    resetEmailSent: 'If an account exists for that email, we sent a link to reset the password.',
    resetTokenInvalid: 'This reset link is invalid or has expired.',
    passwordResetDone: 'Your password has been changed. Please log in with your new password.',
    crossSiteRequest: 'Cross-site requests are not allowed.',
    tooManyFailedSignIns: (retryAfter: string) =>
      `Too many failed sign-in attempts for this account. Please try again in ${retryAfter}.`,
    /** docs/decisions/0101-sign-up-limits.md */
    tooManySignUps: (retryAfter: string) =>
      `Too many sign-ups from your network. Please try again in ${retryAfter}.`,
    emailRequired: 'Please enter your email address',
    passwordRequired: 'Please enter your password',
    passwordsDiffer: 'The two passwords do not match',
    passwordHint: 'At least 8 characters. Longer is stronger.',
    usernameHint: '3–30 letters, numbers or underscores.',
    verifyLinkInvalid:
      'That verification link is invalid or has expired. Log in and send yourself a new one from your dashboard.',
    emailVerified: 'Your email is verified. Welcome to PawPrize!',
    /** Verification links (docs/decisions/0100-verification-proves-ownership.md). */
    emailAlreadyVerified: 'Your email is already verified. Log in to continue.',
    verifyOtherAccount:
      'This verification link is for another account, so nothing was changed. To use it, log out first and open the link again.',
    verifySignInFirst:
      'To confirm your new email, log in to the account that asked for the change, then open the link again.',
    verifyChoosePassword:
      'Your email is verified, and every device was signed out of this account. Choose a password to log in.',
    emailChanged: 'Your new email address is confirmed.',
    resetLinkMissing: 'This reset link is incomplete. Please request a new one.',
  },
  vote: {
    counted: 'Vote counted!',
    removed: 'Vote removed',
    alreadyVoted: "You've already voted for this pet",
    processFailed: 'Failed to process your vote. Please try again.',
    recordFailed: 'Failed to record vote. Please try again.',
    loginRequired: 'Please log in to vote',
    swipeCute: 'So cute! 🐾',
    swipeNotCute: 'Not as cute!',
    votingComplete: 'Voting Complete!',
    noMorePets: 'No more pets to vote on.',
    /** Ours (docs/product/votes.md). */
    dailyLimitReached: 'Daily vote limit reached — share a pet to earn 3 more votes today.',
    /** Unvote of a vote that does not exist (ours). */
    notVoted: "You haven't voted for this pet.",
    /** A vote (card or swipe) for the voter's own pet (ours, docs/decisions/0110-own-entries.md). */
    ownPet: "You can't vote for your own pet.",
    /** Shown instead of the vote control on the owner's own pets. */
    yourEntry: 'Your entry',
  },
  share: {
    loginRequired: 'Please login to share',
    failed: 'Failed to share. Please try again.',
    success: 'Thanks for sharing! You got 3 extra votes today.',
    linkCopied: 'Link copied to clipboard. Open Instagram/TikTok to share!',
    /** Ours (SHARE_BONUS=on-visit, docs/product/votes.md): the bonus waits for a visit. */
    pending: 'Thanks for sharing! Your 3 extra votes unlock today when someone opens your link.',
    stillPending:
      'You already shared this link today. Your 3 extra votes unlock when someone opens it.',
    /** The bonus badge's pending part: '+3 pending', read as the sentence below. */
    pendingBadge: (n: number) => `+${n} pending`,
    pendingBadgeLabel: (n: number) =>
      `${n} bonus ${n === 1 ? 'vote' : 'votes'} waiting for someone to open your shared link`,
    /** The bonus-votes card's rule when shares are credited on a visit. */
    onVisitRule: (what: string) =>
      `Share ${what} with friends for 3 extra votes today per platform: a tweet counts at once, an Instagram or TikTok link once someone opens it.`,
  },
  compliment: {
    failed: "Couldn't generate a compliment. Please try again.",
    get: 'Get AI Compliment',
    generating: 'Generating...',
    again: 'New Compliment',
    nameRequired: "Please enter your pet's name",
    /** Ours (docs/product/ai.md). */
    nameTooLong: 'Pet name must be at most 60 characters',
    traitTooLong: 'Pet trait must be at most 60 characters',
  },
  newsletter: {
    alreadySubscribed: 'This email is already subscribed!',
    boxFailed: 'Something went wrong. Please try again later.',
    popupFailed: 'Failed to subscribe. Please try again.',
    /** The spec's texts, with the confirmation step added (ADR 0113). */
    boxSuccess:
      'Thank you for subscribing to our newsletter! Please open the link we just emailed you to confirm.',
    popupSuccess:
      'Thank you for subscribing! Use code PET10 for 10% off your next purchase. Please open the link we just emailed you to confirm.',
    popupInvalidEmail: 'Please enter a valid email address',
    boxEmailRequired: 'Please enter your email address',
    /** Ours (docs/product/newsletter.md). */
    unsubscribed: 'You have been unsubscribed. You will not receive any more newsletter emails.',
    unsubscribeInvalid: 'This unsubscribe link is not valid.',
    unsubscribeFailed: 'Failed to unsubscribe. Please try again.',
    confirmed: 'Your subscription is confirmed. Welcome to the PawPrize newsletter!',
    confirmInvalid:
      'This confirmation link is not valid: it has expired or was already used. You can sign up again at the bottom of any page.',
    confirmFailed: 'Failed to confirm your subscription. Please try again.',
  },
  upload: {
    failedAfterRetries: 'Failed to upload image after multiple attempts',
    publicUrlFailed: 'Failed to get public URL for image',
    saveFailedPrefix: 'Failed to save pet information: ',
    success: 'Pet uploaded successfully!',
    invalidType: 'Please upload an image file (JPEG, PNG, WEBP, or GIF)',
    tooLarge: 'Image size must be less than 5MB',
    loginRequired: 'Please login to upload your pet',
    imageRequired: 'Please upload an image of your pet',
    nameRequired: "Please enter your pet's name",
    storageNotReady: 'Storage system is not ready yet. Please try again.',
    inProgress: 'Upload already in progress, please wait',
    retrying: (attempt: number) => `Retrying upload (attempt ${attempt})...`,
    /** Ours (docs/product/uploads.md). */
    nameTooLong: 'Pet name must be at most 60 characters',
    descriptionTooLong: 'Description must be at most 1000 characters',
    tooManyPixels:
      'Image dimensions are too large. Please upload an image of at most 40 megapixels.',
    unreadable: 'This image could not be read. It may be damaged or incomplete.',
    heicTooLarge: (megapixels: number) =>
      `This HEIC photo is too large to convert (${megapixels} megapixels; at most ${HEIC_MAX_PIXELS / 1_000_000}). Choose a smaller photo, or save it as a JPEG first.`,
    tooManyFrames: 'This animation has too many frames. Please upload one of at most 300 frames.',
    animationTooLarge:
      'This animation is too large to show in the gallery. Please upload a shorter or smaller one.',
    tooSlow: 'This image takes too long to process. Please upload a smaller or simpler one.',
    malformed: 'The upload was incomplete or damaged. Please choose the image and try again.',
    tooManyFiles: 'Please upload one image at a time.',
    tooManyFields: 'This form has more fields than expected. Please reload the page and try again.',
    cancelled: 'The upload was cancelled.',
  },

  /** Ours (docs/product/uploads.md, gallery.md). */
  pets: {
    deleteForbidden: 'You can only delete your own pets.',
    searchTooLong: 'Search must be at most 100 characters',
    invalidCursor: 'This page link is no longer valid. Please reload the list.',
  },
  storage: {
    initFailedLater: 'Failed to initialize storage. Please try again later.',
    initSystemFailed: 'Failed to initialize storage system. Please try again.',
    checkFailed: 'Failed to check storage system. Please refresh the page.',
    initialized: 'Storage system initialized successfully!',
    initializeButton: 'Initialize Storage System',
  },
  profile: {
    updated: 'Profile updated successfully',
    updateFailed: 'Failed to update profile',
    avatarUploaded: 'Avatar uploaded successfully',
    avatarFailed: 'Failed to upload avatar',
    emailReadOnly: 'To change your email, use Change email under Security below.',
    noUsername: 'No username yet',
    fallbackName: 'User',
    creditsLabel: 'Generation Credits',
    highestStreak: (days: number) => `Highest streak: ${days} days`,
    /** Ours (docs/product/dashboard.md). */
    avatarMissing: 'Please choose an image to upload',
    /** Avatar content that is not a JPEG, PNG, WebP or GIF image. */
    avatarNotImage: 'Please upload an image file (JPEG, PNG, WEBP, or GIF)',
    avatarTooLarge: 'Image size must be less than 5MB',
  },
  /** Ours: the dashboard's Security and Privacy sections (docs/product/account.md). */
  account: {
    currentPasswordRequired: 'Please enter your current password',
    currentPasswordWrong: 'Your current password is not correct',
    passwordUnchanged: 'Your new password must be different from the current one',
    passwordChanged: 'Password changed. Your other devices were signed out.',
    passwordChangeFailed: 'Failed to change password',
    sessionsLoadFailed: 'Failed to load your signed-in devices',
    sessionEnded: 'That device was signed out',
    otherSessionsEnded: (n: number) =>
      n === 0
        ? 'No other devices were signed in'
        : n === 1
          ? 'Signed out 1 other device'
          : `Signed out ${n} other devices`,
    sessionNotFound: 'That device is no longer signed in',
    sessionIsCurrent: 'This is the device you are using. Use Sign Out to end it.',
    sessionFailed: 'Failed to sign that device out',
    exportFailed: 'Failed to prepare your data',
    exportReady: 'Your data is downloading',
    deletePhrase: 'delete my account',
    deletePhraseWrong: 'Please type the phrase exactly as shown',
    passwordRequired: 'Please enter your password',
    passwordWrong: 'Your password is not correct',
    deleteFailed: 'Failed to delete your account',
    deleted: 'Your account and everything in it were deleted. Goodbye!',
    adminCannotDelete: 'Administrators cannot delete their account here.',
    newEmailRequired: 'Please enter your new email address',
    emailSame: 'That is already your email address',
    emailChangeSent: (email: string) =>
      `We sent a link to ${email}. Your email changes when you open it.`,
    emailChangedUnverified: (email: string) =>
      `Your email is now ${email}. We sent a link there to verify it.`,
    emailChangeFailed: 'Failed to change your email',
    /** An ADMIN_EMAILS address (docs/decisions/0100-verification-proves-ownership.md). */
    emailReserved: 'This email address is reserved. Please use another one.',
    mailPreferencesSaved: 'Mail settings saved',
    mailPreferencesFailed: 'Failed to save your mail settings',
    unsubscribeInvalid:
      'This unsubscribe link is not valid or has expired. You can turn mails off in your dashboard.',
    unsubscribed: 'You are unsubscribed. You can turn these mails back on in your dashboard.',
    exportStarted: 'We are preparing your data. We will email you when it is ready.',
    exportInProgress: 'Your data is already being prepared',
    exportNotFound: 'This download is not available. Prepare a new one from your dashboard.',
    exportExpired: 'This download has expired. Prepare a new one from your dashboard.',
    exportTooLarge: 'Your account is large: prepare the download in the background instead.',
  },
  battle: {
    voteCast: 'Vote cast successfully!',
    voteFailed: 'Failed to cast vote. Please try again.',
    loadFailed: 'Failed to load new battle',
    notEnoughPets: 'Not enough pets to create a battle',
    createFailed: 'Failed to create a new battle',
    fetchPetsFailed: 'Failed to fetch battle pets',
    fetchVotesFailed: 'Failed to fetch battle votes',
    loading: 'Loading battle...',
    noBattle: 'No available battle',
    createNew: 'Create New Battle',
    next: 'Next Battle',
    cuter: 'Cuter!',
    yourVote: 'YOUR VOTE',
    noVotesYet: 'No votes yet',
    totalVotes: (n: number) => `Total votes in this battle: ${n}`,
    ownerPlaceholder: 'Pet Owner',
    /** Ours (docs/product/battles.md). */
    alreadyVoted: 'You have already voted in this battle.',
    petNotInBattle: 'That pet is not part of this battle.',
    /** A battle holding the viewer's own pet (matchmaking never serves one; ADR 0110). */
    ownPet: "You can't vote in a battle with your own pet.",
    /** A vote on a battle that is not the viewer's current one (e.g. replaced in another tab). */
    notCurrentBattle: 'This battle is no longer current. Please load the next battle.',
    /** Anonymous battle votes over the per-IP daily cap. */
    dailyLimitReached:
      'Too many battle votes from your network today. Log in to keep voting, or come back tomorrow.',
    rankingsTitle: 'Battle Rankings',
    rankingsEmpty: 'No pet has enough battles to be ranked yet.',
  },
  captionCreate: {
    generateFailed: (message: string) => `Failed to generate captions: ${message}`,
    invalidResponse: 'Invalid captions response from AI',
    saveFailed: (message: string) => `Failed to save captions: ${message}`,
    processFailed: 'Failed to process your pet photo. Please try again.',
    preparing: 'Preparing upload...',
    uploading: 'Uploading pet photo...',
    generating: 'Generating witty captions...',
    success: 'Your pet has been uploaded with captions!',
    /**
     * Ours: 10 contests per account per UTC day, then one Generation Credit each
     * (docs/product/captions.md).
     */
    dailyLimitReached: "You've reached today's limit of 10 caption contests. Come back tomorrow!",
    breedTooLong: 'Breed must be at most 60 characters',
    nameTooLong: 'Pet name must be at most 60 characters',
  },
  captionContest: {
    petNotFound: 'Pet not found',
    loadCaptionsFailed: 'Failed to load captions',
    loadContestFailed: 'Failed to load caption contest',
    loginRequired: 'Please login to vote',
    alreadyVoted: 'You have already voted',
    voteFailed: 'Failed to register your vote',
    voteCounted: 'Your vote has been counted!',
    voted: 'Voted!',
    notFound: 'Caption Contest Not Found',
    goHome: 'Go Home',
    listEmpty: 'No caption contests yet.',
    listCreateLink: 'Create one now',
    listFailed: 'Failed to fetch caption contests',
    tryAgain: 'Try Again',
    /** Ours (docs/product/captions.md): users' own captions, deleting, the caption of a vote. */
    captionNotFound: 'That caption is not part of this contest.',
    /** A vote for a caption the voter wrote (ADR 0110; the contest's owner may vote). */
    ownCaption: "You can't vote for your own caption.",
    captionRequired: 'Please write a caption',
    captionTooLong: 'Captions can be at most 140 characters',
    alreadyCaptioned: 'You have already added a caption to this contest.',
    captionAdded: 'Your caption has been added!',
    deleteForbidden: 'Only the owner can delete this contest.',
    deleted: 'Caption contest deleted',
  },
  contact: {
    requiredFields: 'Please fill in all required fields',
    /** Ours (docs/product/contact.md). */
    success: "Thanks for reaching out! We'll get back to you soon.",
    failed: 'Failed to send your message. Please try again.',
    fieldRequired: 'This field is required',
    invalidEmail: 'Please enter a valid email address',
    tooLong: (max: number) => `Must be at most ${max} characters`,
  },
  pages: {
    errorHeading: 'Something went wrong',
    errorText: "We're sorry, but there was an error loading this page.",
    errorUnknown: 'Unknown error',
    refreshPage: 'Refresh Page',
    startupFailed: 'Failed to load application. Please refresh the page.',
    /** A new version of the installed app is ready (docs/decisions/0174-installable-app.md). */
    newVersion: 'A new version is available',
    newVersionReload: 'Reload',
    notFoundHeading: 'Oops! Page not found',
    returnHome: 'Return to Home',
    petNotFound: 'Pet not found or has been removed.',
    returnToGallery: 'Return to Gallery',
    backToGallery: 'Back to Gallery',
    voteOnMorePets: 'Vote on More Pets',
    uploadedOn: 'Uploaded on',
    aboutPet: (name: string) => `About ${name}`,
  },
  lists: {
    noPets: 'No pets yet. Be the first to upload!',
    noPetsFound: 'No pets found',
    clearSearch: 'Clear search',
    noProducts: 'No products found',
    clearFilters: 'Clear filters',
    badgeNew: 'NEW',
    badgeFeatured: 'FEATURED',
    topVoted: 'Top Voted Pets',
    allEntries: 'All Entries',
  },
  winners: {
    heading: 'Contest Winners',
    badge: (month: string, year: number) => `${month} ${year} Winner`,
    wonWith: (votes: number) => `Won with ${votes} votes`,
    viewDetails: 'View Details',
    enterYourPet: 'Enter Your Pet',
    empty: 'No winners announced yet. The contest is still running!',
  },
  dashboard: {
    myVotesEmpty: 'Your recent votes will appear here.',
    uploadAnother: 'Upload Another Pet',
    uploadYourPet: 'Upload Your Pet',
  },
  /** Text fields with characters we refuse (text.ts, ADR 0021). */
  text: {
    singleLine: 'Please remove line breaks and control characters from this field.',
    multiLine: 'Please remove control characters from this text.',
  },
  blog: {
    readMore: 'Read More',
    /** Ours (docs/product/site.md). */
    backToBlog: 'Back to Blog',
    notFound: 'Article not found',
    notFoundText: 'This article does not exist or has been moved.',
  },
  moderation: {
    report: 'Report',
    reportTitle: 'Report this',
    reportDescription: 'Tell us what is wrong. A moderator will look at it.',
    reasonLabel: 'Reason',
    chooseReason: 'Please choose a reason',
    reasons: {
      not_a_pet: 'Not a pet',
      inappropriate: 'Inappropriate',
      spam: 'Spam or advertising',
      not_their_photo: 'Not their photo',
      other: 'Other',
    },
    noteLabel: 'Note',
    noteHint: 'A few words help the moderators (required for Other).',
    noteRequired: 'Please say what is wrong',
    noteTooLong: 'Must be at most 500 characters',
    submit: 'Send report',
    cancel: 'Cancel',
    reported: 'Thanks — a moderator will take a look.',
    alreadyReported: 'You have already reported this.',
    reportFailed: 'Could not send your report. Please try again.',
    tooManyReports: 'You have sent many reports in a short time. Please try again later.',
    notFound: 'That item no longer exists.',
    ownItem: 'You cannot report your own entry.',
    pendingReview: 'Pending review',
    pendingReviewText:
      'This entry is waiting for a moderator. Only you can see it until it is approved.',
    hidden: 'Hidden by a moderator',
    removed: 'Removed by a moderator',
    statusReason: (reason: string) => `Reason: ${reason}`,
    removedCopy: 'This photo was removed by our moderators and cannot be uploaded again.',
    screeningReason: 'Our automatic check flagged this photo; a moderator will review it.',
    reportsReason: 'Several people reported it; a moderator will review it.',
    preModerationReason: 'New entries are reviewed before they appear.',
    banReason: 'The account was banned.',
  },
  /** Contests (ours: docs/product/contests.md). */
  contests: {
    notFound: 'No such contest.',
    coverMissing: 'Choose a photo for the cover.',
    coverUploaded: 'Cover uploaded: save the contest to keep it.',
    entryNotFound: 'No such entry.',
    petNotFound: 'No such pet among yours.',
    categoryNotFound: 'No such category in this contest.',
    created: 'Contest created',
    updated: 'Contest saved',
    published: 'Contest published',
    archived: 'Contest archived',
    disqualified: 'Entry disqualified',
    approved: 'Entry approved',
    alreadyApproved: 'This entry is already approved.',
    entered: 'Your pet is entered!',
    enteredPending: 'Your entry is waiting for the host’s approval.',
    withdrawn: 'Entry withdrawn',
    entriesNotOpenYet: (when: string) => `Entries open on ${when}.`,
    entriesClosed: (when: string) => `Entries closed on ${when}.`,
    /** Refusing a withdrawal once entries have closed. */
    withdrawClosed: (when: string) =>
      `Entries closed on ${when}: entries can no longer be withdrawn.`,
    speciesOnly: (label: string) => `${label} only`,
    speciesDogs: 'Dogs',
    speciesCats: 'Cats',
    speciesOther: 'Animals other than cats and dogs',
    memberLimit: (entered: number, max: number) =>
      `You have entered ${entered} of ${max} in this contest.`,
    categoryLimit: (entered: number, max: number, category: string) =>
      `You have entered ${entered} of ${max} in ${category}.`,
    alreadyInCategory: 'This pet is already entered in this category.',
    alreadyInOtherCategory: (category: string) =>
      `This pet is already entered in ${category}: a pet may enter one category of this contest.`,
    petNotEligible: 'Only a visible photo can be entered: this one is under review or hidden.',
    notYourEntry: 'Only the pet’s owner can withdraw this entry.',
    timeZoneInvalid: 'Unknown time zone',
    localTimeInvalid: 'Use the form YYYY-MM-DDTHH:mm',
    /** A wall-clock time the zone skips (clocks move forward). */
    localTimeSkipped: (local: string, zone: string) =>
      `${local.replace('T', ' ')} does not exist in ${zone}: the clocks move forward then.`,
    entriesOrder: 'Entries must open before they close.',
    votingOrder: 'Voting must open before it closes.',
    votingBeforeEntries: 'Voting cannot open before entries open.',
    votingCloseBeforeEntriesClose: 'Voting cannot close before entries close.',
    resultsBeforeVotingClose: 'Results cannot come before voting closes.',
    dateInPast: 'This date has already passed.',
    datesInvalid: 'Please check the dates.',
    lockedAfterVotingOpened: (fields: string) =>
      `Voting has opened: ${fields} can no longer change.`,
    categoryHasEntries: (category: string) => `${category} has entries: it cannot be removed.`,
    categoriesCount: 'A contest has 1 to 10 categories.',
    categoryNamesUnique: 'Each category needs its own name.',
    speciesUnique: 'Each species once.',
    publishArchived: 'An archived contest cannot be published again.',
    alreadyPublished: 'This contest is already published.',
    alreadyArchived: 'This contest is already archived.',
    alreadyDisqualified: 'This entry is already disqualified.',
    /** Results (docs/product/contests.md, "Results"). */
    resultsNotOut: 'The results are not out yet.',
    resultsOn: (when: string) => `The results will be announced on ${when}.`,
    resultsVotingOpen: 'Voting has not closed yet: the results come after it closes.',
    resultsAlreadyPublished: 'The results of this contest are already published.',
    resultsNotPublishedContest: 'Only a published contest has results.',
    resultsPublished: 'Results published',
  },
  admin: {
    menuEntry: 'Admin',
    title: 'Admin',
    banned: 'This account has been banned. Contact the site if you think this is a mistake.',
    bannedEmail: 'This email address cannot be used to sign up.',
    forbidden: 'Only administrators can do this.',
    reasonRequired: 'Please give a reason',
    reasonTooLong: 'Must be at most 500 characters',
    approved: (n: number) => (n === 1 ? 'Approved' : `Approved ${n} items`),
    hiddenDone: (n: number) => (n === 1 ? 'Hidden' : `Hid ${n} items`),
    removedDone: (n: number) => (n === 1 ? 'Removed' : `Removed ${n} items`),
    bannedDone: 'Account banned; its votes were voided.',
    unbannedDone: 'Account unbanned',
    creditsGranted: (n: number) => `Granted ${n} Generation Credits`,
    cannotBanAdmin: 'Administrators cannot be banned.',
    alreadyBanned: 'This account is already banned.',
    notBanned: 'This account is not banned.',
    userNotFound: 'No such account.',
    itemGone: 'This item is no longer waiting for review.',
    markedHandled: 'Marked as handled',
    subscriberRemoved: 'Address removed from the newsletter',
    subscriberNotFound: 'That address is not on the newsletter list.',
    messageNotFound: 'That message no longer exists.',
    findingNotFound: 'That finding no longer exists.',
    findingResolved: 'This finding was already decided.',
    findingVoided: (n: number) => (n === 1 ? 'Voided 1 vote' : `Voided ${n} votes`),
    findingDismissed: 'Finding dismissed',
  },
  /** In-app notifications (ours: docs/product/notifications.md). */
  notifications: {
    title: 'Notifications',
    bell: (unread: number) =>
      unread === 0 ? 'Notifications' : `Notifications, ${unread > 99 ? '99+' : unread} unread`,
    empty:
      'Nothing new yet. When someone votes for your pets or a moderator decides on your entries, it shows here.',
    emptyTitle: 'No notifications yet',
    unreadSummary: (n: number) => (n === 0 ? 'All caught up' : `${n > 99 ? '99+' : n} unread`),
    markAllRead: 'Mark all as read',
    markRead: 'Mark as read',
    unreadLabel: 'Unread',
    loadFailed: 'Could not load your notifications. Please try again.',
    notFound: 'That notification no longer exists.',
    /** "Biscuit got 12 new votes today": a pet's votes of one day, grouped. */
    votes: (pet: string, votes: number, unread: boolean, day: string | null) =>
      `${pet} got ${votes} ${unread ? 'new ' : ''}${votes === 1 ? 'vote' : 'votes'} ${day ? `on ${day}` : 'today'}`,
    approved: (title: string) => `“${title}” was approved by a moderator and is public.`,
    hidden: (title: string) => `“${title}” was hidden by a moderator.`,
    removed: (title: string) => `“${title}” was removed by a moderator.`,
    reason: (reason: string) => `Reason: ${reason}`,
    settingsTitle: 'What to tell me here',
    settingsVotes: 'Votes on my pets',
    settingsModeration: 'Moderators’ decisions on my entries',
    settingsSaved: 'Notification settings saved',
    saveFailed: 'Could not save your settings. Please try again.',
    older: 'Older',
    newer: 'Newer',
  },
} as const;

export type Messages = typeof messages;
