// Generated from the API document by `npm run client:generate`: do not edit.

export interface paths {
    "/api/auth": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Sign in */
        post: operations["postAuth"];
        /** Sign out */
        delete: operations["deleteAuth"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/expiration": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current session expiry */
        get: operations["getAuthExpiration"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/refreshToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Extend the session */
        get: operations["getUserRefreshToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in user */
        get: operations["getUser"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/timezone": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Save the user's time zone */
        put: operations["putUserTimezone"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/settings/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One user setting */
        get: operations["getUserSettingsByName"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/settings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a user setting */
        post: operations["postUserSettings"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts the user may switch to */
        get: operations["getUserAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The active account */
        get: operations["getAccountsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/destinations/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's destinations */
        get: operations["getDestinationsByAccountId"];
        put?: never;
        /** Create a destination */
        post: operations["postDestinationsByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/destinations/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's destinations */
        get: operations["getAccountsDestinationsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/destinations/{accountId}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One destination (secrets masked) */
        get: operations["getDestinationsByAccountIdById"];
        put?: never;
        post?: never;
        /** Delete a destination no source uses */
        delete: operations["deleteDestinationsByAccountIdById"];
        options?: never;
        head?: never;
        /** Update a destination (type fixed) */
        patch: operations["patchDestinationsByAccountIdById"];
        trace?: never;
    };
    "/api/destinations/zaius/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lists of a customer-data platform account */
        post: operations["postDestinationsZaiusLists"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/destinations/uqube/databases": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** UQube databases StoreLens may load into */
        get: operations["getDestinationsUqubeDatabases"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/destinations/blueshift/createTestEvent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a Blueshift test event with the form’s Event API key */
        post: operations["postDestinationsBlueshiftCreateTestEvent"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's sources (dashboard) */
        get: operations["getSourcesByAccountId"];
        put?: never;
        /** Create a source */
        post: operations["postSourcesByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/sources/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's sources */
        get: operations["getAccountsSourcesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/limit/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sources used and allowed */
        get: operations["getSourcesLimitByAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/{accountId}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One source (secrets masked) */
        get: operations["getSourcesByAccountIdById"];
        put?: never;
        post?: never;
        /** Delete a source without stored data */
        delete: operations["deleteSourcesByAccountIdById"];
        options?: never;
        head?: never;
        /** Update a source */
        patch: operations["patchSourcesByAccountIdById"];
        trace?: never;
    };
    "/api/sources/{accountId}/{id}/enable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Enable a source */
        patch: operations["patchSourcesByAccountIdByIdEnable"];
        trace?: never;
    };
    "/api/sources/{accountId}/{id}/disable": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Disable a source */
        patch: operations["patchSourcesByAccountIdByIdDisable"];
        trace?: never;
    };
    "/api/sources/{accountId}/{id}/run": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Queue a run of the source now */
        post: operations["postSourcesByAccountIdByIdRun"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/{accountId}/{id}/resync": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Re-pull some streams of the source from a date */
        post: operations["postSourcesByAccountIdByIdResync"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/{accountId}/{id}/resume": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resume a source that paused itself */
        post: operations["postSourcesByAccountIdByIdResume"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/{accountId}/{id}/timeline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The source's runs and configuration changes, newest first */
        get: operations["getSourcesByAccountIdByIdTimeline"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/deleteData/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete the account's stored data (background job) */
        delete: operations["deleteSourcesDeleteDataByAccountId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/validation/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a source validation link */
        get: operations["getSourcesValidationByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/validation/{token}/authorizeUrl": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The provider's authorization URL (OAuth 2: state = the token) */
        get: operations["getSourcesValidationByTokenAuthorizeUrl"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/runSignup/requestToken": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A RunSignup OAuth 1.0a request token for a validation link */
        get: operations["getSourcesRunSignupRequestToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/oauth/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Save the credentials of a validation link (login, OAuth 1 or OAuth 2 return) */
        patch: operations["patchSourcesOauthByToken"];
        trace?: never;
    };
    "/api/sources/shopify/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Shopify locations for the inventory picker */
        get: operations["getSourcesShopifyLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/heartland/customFields": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Heartland custom fields */
        get: operations["getSourcesHeartlandCustomFields"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/heartland/locations": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Heartland locations */
        get: operations["getSourcesHeartlandLocations"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/heartland/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Heartland preview (100 sales) */
        get: operations["getSourcesHeartlandPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/rics/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** RICS preview (100 tickets of the last 7 days) */
        post: operations["postSourcesRicsPreview"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/lightspeed/preview/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A Lightspeed source's preview (100 sales), with the form's unsaved identifier settings */
        get: operations["getSourcesLightspeedPreviewById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/bridalLive/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Bridal Live preview (100 contacts) */
        get: operations["getSourcesBridalLivePreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sources/runit/preview": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Runit preview (100 sales) */
        get: operations["getSourcesRunitPreview"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/connectors/demoValues": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What the demo’s fake vendors accept (demo mode only) */
        get: operations["getConnectorsDemoValues"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/reset": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask for a reset link */
        post: operations["postAuthReset"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/validateReset/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a reset link */
        get: operations["getAuthValidateResetByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/changePassword/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a new password with a reset link */
        put: operations["putAuthChangePasswordByToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/join/validate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check an invite link */
        get: operations["getAuthJoinValidateByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/join/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept an invite */
        put: operations["putAuthJoinByToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/join/admin/validate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check an internal user invite; answers the two-factor QR image and secret */
        get: operations["getAuthJoinAdminValidateByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/join/admin/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept an internal user invite with the first authenticator code */
        put: operations["putAuthJoinAdminByToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/join/team/validate/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Check a team invitation of someone who already has a user */
        get: operations["getAuthJoinTeamValidateByToken"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/join/team/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Accept a team invitation: only then does the invitee join the account */
        put: operations["putAuthJoinTeamByToken"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Update name and mobile */
        put: operations["putUserProfile"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the email address */
        put: operations["putUserEmail"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Change the password */
        put: operations["putUserPassword"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/twoFactor/init": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Start two-factor setup: QR image and secret */
        get: operations["getUserTwoFactorInit"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/twoFactor/verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the first code; answers the recovery codes */
        post: operations["postUserTwoFactorVerify"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/twoFactor/generateCodes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** New recovery codes */
        put: operations["putUserTwoFactorGenerateCodes"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/twoFactor": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Turn two-factor off (not for system users) */
        delete: operations["deleteUserTwoFactor"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/apiKeys": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** My API keys */
        get: operations["getUserApiKeys"];
        put?: never;
        /** Create an API key (shown this once) */
        post: operations["postUserApiKeys"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user/apiKeys/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Revoke an API key */
        delete: operations["deleteUserApiKeysById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/users/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Team members */
        get: operations["getAccountsUsersByAccountId"];
        put?: never;
        /** Invite by email */
        post: operations["postAccountsUsersByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/users/{accountId}/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove a member */
        delete: operations["deleteAccountsUsersByAccountIdByUserId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/users/{accountId}/{userId}/resend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend an invite */
        post: operations["postAccountsUsersByAccountIdByUserIdResend"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/users/{accountId}/{userId}/accessLevel": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set a member’s access level */
        put: operations["putAccountsUsersByAccountIdByUserIdAccessLevel"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/permissions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Permissions (typeId 1 global, 2 one retailer) */
        get: operations["getAccountsPermissionsById"];
        put?: never;
        /** Save permissions */
        post: operations["postAccountsPermissionsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Internal users by status (active: members, activated or pending; deactivated) */
        get: operations["getAdminUsers"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An internal user */
        get: operations["getAdminUsersById"];
        /** Edit an internal user: access level, flags, verticals (not oneself) */
        put: operations["putAdminUsersById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/activate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Reactivate a deactivated internal user */
        put: operations["putAdminUsersByIdActivate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/deactivate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Deactivate an internal user: their sessions end and sign-in is refused (not oneself) */
        put: operations["putAdminUsersByIdDeactivate"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/invite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Invite an internal user */
        post: operations["postAdminUsersInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/{id}/resendInvite": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend an internal user invite */
        post: operations["postAdminUsersByIdResendInvite"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/impersonate/{accountId}/{userId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sign in as a customer user: {accountId}/{userId} (the user must be a member of the account) */
        get: operations["getAdminUsersImpersonateByAccountIdByUserId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/users/impersonate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop impersonating: back to one’s own user */
        delete: operations["deleteAdminUsersImpersonate"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A page of accounts: take, skip, sortBy, sortOrder, filter (name substring) */
        get: operations["getAdminAccounts"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/parentAccounts/{verticalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The rollup accounts of a vertical (parent choices) */
        get: operations["getAdminAccountsParentAccountsByVerticalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/accounts/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An account, admin view */
        get: operations["getAdminAccountsById"];
        /** Update an account (deactivating disables its sources) */
        put: operations["putAdminAccountsById"];
        /** Create an account in a vertical */
        post: operations["postAdminAccountsById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/email/preferences": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Read a subscription */
        get: operations["getEmailPreferences"];
        /** Subscribe or unsubscribe */
        put: operations["putEmailPreferences"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verticals": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verticals (id and name; with includeMetadata also pages, metadata and tagging) */
        get: operations["getAdminVerticals"];
        put?: never;
        /** Create a vertical */
        post: operations["postAdminVerticals"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verticals/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One vertical */
        get: operations["getAdminVerticalsById"];
        /** Edit a vertical (its id never changes) */
        put: operations["putAdminVerticalsById"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Report definitions, of one vertical or all (within the caller’s verticals) */
        get: operations["getAdminReports"];
        put?: never;
        /** Create a report definition */
        post: operations["postAdminReports"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report by id */
        get: operations["getAdminReportsById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        /** Edit a report's title, category, description and guide (the guide page) */
        patch: operations["patchAdminReportsById"];
        trace?: never;
    };
    "/api/admin/reports/{verticalId}/{accountType}/{path}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report by vertical, account type and path */
        get: operations["getAdminReportsByVerticalIdByAccountTypeByPath"];
        /** Edit a report definition (the same body as create) */
        put: operations["putAdminReportsByVerticalIdByAccountTypeByPath"];
        post?: never;
        /** Delete a report definition */
        delete: operations["deleteAdminReportsByVerticalIdByAccountTypeByPath"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guide image by id and variant ('help', the default, or 'original') */
        get: operations["getImagesById"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/images/{id}/{variant}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A guide image by id and variant ('help', the default, or 'original') */
        get: operations["getImagesByIdByVariant"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/reports/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's report cards */
        get: operations["getDashboardsReportsByAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/hiddenReports/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's hidden report cards (requireSystemUser), for system users */
        get: operations["getDashboardsHiddenReportsByAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/internalReports/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The internal report cards of the account's vertical, for system users */
        get: operations["getDashboardsInternalReportsByAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/{accountType}/{accountId}/{reportSlug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One report of the account: id, title, url, guide, and how to embed it */
        get: operations["getDashboardsByAccountTypeByAccountIdByReportSlug"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/dashboards/test/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Checks that a report's URL loads (the body's url, else the saved one) */
        post: operations["postDashboardsTestById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/embed/reports/{key}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A built-in report page for the account its embed token names (Authorization: Bearer) */
        get: operations["getEmbedReportsByKey"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{accountId}/reportCalendar": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The calendar the account's reports cut periods by (gregorian or nrf-454) */
        get: operations["getAccountsByAccountIdReportCalendar"];
        /** Set the calendar the account's reports cut periods by */
        put: operations["putAccountsByAccountIdReportCalendar"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connections/brand/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retailers and their status */
        get: operations["getAccountsConnectionsBrandByAccountId"];
        put?: never;
        /** Request access */
        post: operations["postAccountsConnectionsBrandByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connections/brand/revoke/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Revoke pending requests */
        post: operations["postAccountsConnectionsBrandRevokeByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connections/brand/resend/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Resend pending requests */
        post: operations["postAccountsConnectionsBrandResendByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connections/retailer/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brands and their status */
        get: operations["getAccountsConnectionsRetailerByAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connections/retailer/history/{accountId}/{brandAccountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A connection’s history (newest 10) */
        get: operations["getAccountsConnectionsRetailerHistoryByAccountIdByBrandAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connections/retailer/add/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve or add brands */
        post: operations["postAccountsConnectionsRetailerAddByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connections/retailer/remove/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Deny or remove brands */
        post: operations["postAccountsConnectionsRetailerRemoveByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/connections/email/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Answer a request by its emailed link (no session) */
        post: operations["postAccountsConnectionsEmailById"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/settings/retailerDataPermissions/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Data permission settings */
        get: operations["getAccountsSettingsRetailerDataPermissionsByAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/settings/{accountId}/{typeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One data permission setting */
        get: operations["getAccountsSettingsByAccountIdByTypeId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/settings/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a data permission setting */
        post: operations["postAccountsSettingsByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/settings/{accountId}/accessLog": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brands' reads of the retailer's data, newest first (days are UTC days, from and to inclusive) */
        get: operations["getAccountsSettingsByAccountIdAccessLog"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/settings/{accountId}/accessLog/readers": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The brands and users the access log names (its filter choices) */
        get: operations["getAccountsSettingsByAccountIdAccessLogReaders"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/settings/{accountId}/accessLog/export": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The access log as CSV: read at (ISO), brand, user, email, report, filters in words */
        get: operations["getAccountsSettingsByAccountIdAccessLogExport"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Locations */
        get: operations["getLocationsByAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/locations/{accountId}/{accountSourceId}/{storeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One location */
        get: operations["getLocationsByAccountIdByAccountSourceIdByStoreId"];
        /** Edit a location (kept through later syncs) */
        put: operations["putLocationsByAccountIdByAccountSourceIdByStoreId"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/tagging/metadata/{verticalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The vertical's tagging metadata */
        get: operations["getProductsTaggingMetadataByVerticalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/tagging/{type}/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Tag rules, by priority */
        get: operations["getProductsTaggingByTypeByAccountId"];
        put?: never;
        /** Create a tag rule */
        post: operations["postProductsTaggingByTypeByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/tagging/{type}/{accountId}/lists": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Value lists (source tags) */
        get: operations["getProductsTaggingByTypeByAccountIdLists"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/tagging/{type}/{accountId}/progress": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The background re-tag of the list */
        get: operations["getProductsTaggingByTypeByAccountIdProgress"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/tagging/{type}/{accountId}/reorder": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Set rule priority */
        put: operations["putProductsTaggingByTypeByAccountIdReorder"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/tagging/{type}/{accountId}/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One tag rule */
        get: operations["getProductsTaggingByTypeByAccountIdById"];
        /** Edit a tag rule */
        put: operations["putProductsTaggingByTypeByAccountIdById"];
        post?: never;
        /** Delete a tag rule */
        delete: operations["deleteProductsTaggingByTypeByAccountIdById"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/preview/{type}/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** A rule's preview */
        post: operations["postProductsPreviewByTypeByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/unusedSourceTags/{type}/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Source tags no rule uses */
        get: operations["getProductsUnusedSourceTagsByTypeByAccountId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/brand/mappingSummary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Source brands and their mapping */
        get: operations["getProductsBrandMappingSummary"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/brand": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brands to map to */
        get: operations["getProductsBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/brand/accountSummary/{sourceBrand}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Accounts carrying a source brand */
        get: operations["getProductsBrandAccountSummaryBySourceBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/brand/categorySummary/{sourceBrand}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A source brand's categories */
        get: operations["getProductsBrandCategorySummaryBySourceBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/brand/preview/{sourceBrand}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A source brand's products */
        get: operations["getProductsBrandPreviewBySourceBrand"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/brand/mapping/{sourceBrand}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Map a source brand (null unmaps it) */
        put: operations["putProductsBrandMappingBySourceBrand"];
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/adminSummary/{verticalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Retailer product summary */
        get: operations["getProductsAdminSummaryByVerticalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/brandAdminSummary/{verticalId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Brand product summary */
        get: operations["getProductsBrandAdminSummaryByVerticalId"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{accountId}/webhooks": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The account's webhooks */
        get: operations["getAccountsByAccountIdWebhooks"];
        put?: never;
        /** Add a webhook (its signing secret is shown this once) */
        post: operations["postAccountsByAccountIdWebhooks"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{accountId}/webhooks/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete a webhook and its delivery log */
        delete: operations["deleteAccountsByAccountIdWebhooksById"];
        options?: never;
        head?: never;
        /** Change a webhook */
        patch: operations["patchAccountsByAccountIdWebhooksById"];
        trace?: never;
    };
    "/api/accounts/{accountId}/webhooks/{id}/test": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a test event now */
        post: operations["postAccountsByAccountIdWebhooksByIdTest"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{accountId}/webhooks/{id}/deliveries": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A webhook's delivery log (each attempt, newest first) */
        get: operations["getAccountsByAccountIdWebhooksByIdDeliveries"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{accountId}/reportSubscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's report emails in this account */
        get: operations["getAccountsByAccountIdReportSubscriptions"];
        put?: never;
        /** Subscribe to a built-in report by email */
        post: operations["postAccountsByAccountIdReportSubscriptions"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/accounts/{accountId}/reportSubscriptions/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Stop a report email */
        delete: operations["deleteAccountsByAccountIdReportSubscriptionsById"];
        options?: never;
        head?: never;
        /** Change a report email (any of its fields) */
        patch: operations["patchAccountsByAccountIdReportSubscriptionsById"];
        trace?: never;
    };
    "/api/user/reportSubscriptions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The caller's report emails in every account (the profile's list) */
        get: operations["getUserReportSubscriptions"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reportSubscriptions/sendNow": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send every report email now for its latest ended period (never twice for a period) */
        post: operations["postAdminReportSubscriptionsSendNow"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emailList": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The email lists */
        get: operations["getAdminEmailList"];
        put?: never;
        /** Create an email list in a vertical (not in spec 1 §7: how an installation gets its first list) */
        post: operations["postAdminEmailList"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emailList/typeId/{typeId}/emails": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list’s entries */
        get: operations["getAdminEmailListTypeIdByTypeIdEmails"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emailList/typeId/{typeId}/unsubscribes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A list’s unsubscribes */
        get: operations["getAdminEmailListTypeIdByTypeIdUnsubscribes"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emailList/typeId/{typeId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Add an email */
        post: operations["postAdminEmailListTypeIdByTypeId"];
        /** Delete an email added by the product */
        delete: operations["deleteAdminEmailListTypeIdByTypeId"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emailList/typeId/{typeId}/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove an unsubscribe */
        delete: operations["deleteAdminEmailListTypeIdByTypeIdUnsubscribe"];
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/emailList/typeId/{typeId}/files": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a .csv or .txt file of email,type rows (multipart: optional type, then file) */
        post: operations["postAdminEmailListTypeIdByTypeIdFiles"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/reports/images": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a guide image (multipart: file); PNG, JPEG, GIF or WebP up to 5 MB */
        post: operations["postAdminReportsImages"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/products/files/brand/{accountId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Upload a brand's products (multipart: file, CSV with the spec's columns) */
        post: operations["postProductsFilesBrandByAccountId"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reportSubscriptions/unsubscribe/{token}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What an emailed unsubscribe link stops (nothing changes) */
        get: operations["getReportSubscriptionsUnsubscribeByToken"];
        put?: never;
        /** One-click unsubscribe (RFC 8058): stops the report email the link names; a used link is not found */
        post: operations["postReportSubscriptionsUnsubscribeByToken"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        TaggingCategoryInput: {
            name: string;
            /** @default false */
            isHierarchy: boolean;
            categories?: components["schemas"]["TaggingCategoryInput"][];
            tags?: string[];
            category2?: {
                name: string;
                values?: string[];
            };
            category3?: {
                name: string;
                values?: string[];
            };
            category4?: {
                name: string;
                values?: string[];
            };
            category5?: {
                name: string;
                values?: string[];
            };
        };
        ErrorAnswer: {
            error: string;
            message: string;
            fields?: {
                [key: string]: string;
            };
        };
        TaggingCategory: {
            name: string;
            /** @default false */
            isHierarchy: boolean;
            /** @default [] */
            categories: components["schemas"]["TaggingCategory"][];
            /** @default [] */
            tags: unknown;
            category2?: {
                name: string;
                /** @default [] */
                values: unknown;
            };
            category3?: {
                name: string;
                /** @default [] */
                values: unknown;
            };
            category4?: {
                name: string;
                /** @default [] */
                values: unknown;
            };
            category5?: {
                name: string;
                /** @default [] */
                values: unknown;
            };
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export interface operations {
    postAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                    code?: string;
                    recoveryCode?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success" | "TwoFactorRequired";
                        exp?: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteAuth: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                    };
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAuthExpiration: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exp: number;
                    };
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getUserRefreshToken: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        exp: number;
                    };
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getUser: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        timeZone: string | null;
                        /** @enum {string|null} */
                        systemAccessLevel: "admin" | "accountManager" | null;
                        twoFactorEnabled: boolean;
                        mobile: string | null;
                        impersonated: boolean;
                        hasReportsManagement: boolean;
                        hasDataManagement: boolean;
                        hasConnectors: boolean;
                        hasAccounts: boolean;
                    };
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putUserTimezone: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    timeZone: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        timeZone: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getUserSettingsByName: {
        parameters: {
            query?: {
                accountId?: number;
            };
            header?: never;
            path: {
                name: "hasViewedReportGuide" | "lastAccount" | "sourceAlertEmails";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: string | number | boolean | (null);
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postUserSettings: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    name: "hasViewedReportGuide" | "lastAccount" | "sourceAlertEmails";
                    value: string | number | boolean | (null);
                    accountId?: number | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            [key: string]: string | number | boolean | (null);
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getUserAccounts: {
        parameters: {
            query?: {
                search?: string;
                limit?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        accountType: "Brand" | "Brand Rollup" | "Connectors" | "Retailer" | "Retailer Rollup" | "Other";
                        verticalId: string;
                        vertical: string;
                        isActive: boolean;
                        default: boolean;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        isActive: boolean;
                        accessLevel: string | null;
                        /** @enum {string} */
                        accountType: "Brand" | "Brand Rollup" | "Connectors" | "Retailer" | "Retailer Rollup" | "Other";
                        settings: {
                            [key: string]: unknown;
                        };
                        parentName: string | null;
                        isManagedAccount: boolean;
                        showPreview: boolean;
                        duplicateName: boolean;
                        vertical: string;
                        verticalId: string;
                        pages: {
                            retailerTagging: boolean;
                            globalTagging: boolean;
                            brandTagging: boolean;
                            brandMapping: boolean;
                            retailerProductOverview: boolean;
                            brandProductOverview: boolean;
                            accountConnections: boolean;
                            locations: boolean;
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getDestinationsByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        type: number;
                        destinationTypeName: string;
                        sourceCount: number;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postDestinationsByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {number} */
                    type: 1;
                    detail: {
                        publicKey: string;
                        privateKey: string;
                        /** @default [] */
                        listFields?: string[];
                    };
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 2;
                    detail: {
                        apiKey: string;
                        listId: string;
                    };
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 4;
                    detail: {
                        datasetId: string;
                    };
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 5;
                    detail: {
                        accessKey: string;
                        secretKey: string;
                        bucket: string;
                        path?: string;
                    };
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 6;
                    detail: Record<string, never>;
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 7;
                    detail: {
                        database: string;
                    };
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 8;
                    detail: {
                        eventKey: string;
                        usersKey: string;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        destinationTypeName: string;
                        sourceCount: number;
                        type: number;
                        detail: {
                            [key: string]: unknown;
                        };
                        startDate: string | null;
                        loadingHistory: boolean;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsDestinationsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        type: number;
                        destinationTypeName: string;
                        sourceCount: number;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getDestinationsByAccountIdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        destinationTypeName: string;
                        sourceCount: number;
                        type: number;
                        detail: {
                            [key: string]: unknown;
                        };
                        startDate: string | null;
                        loadingHistory: boolean;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteDestinationsByAccountIdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    patchDestinationsByAccountIdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    detail: {
                        [key: string]: unknown;
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        destinationTypeName: string;
                        sourceCount: number;
                        type: number;
                        detail: {
                            [key: string]: unknown;
                        };
                        startDate: string | null;
                        loadingHistory: boolean;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postDestinationsZaiusLists: {
        parameters: {
            query?: {
                accountId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    privateKey: string;
                } | {
                    destinationId: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        lists: {
                            list_id: string;
                            name: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getDestinationsUqubeDatabases: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        databaseName: string;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postDestinationsBlueshiftCreateTestEvent: {
        parameters: {
            query?: {
                accountId?: number;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    eventKey: string;
                    /**
                     * @default cancel
                     * @enum {string}
                     */
                    event?: "cancel" | "return" | "race_registration";
                    destinationId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        type: number;
                        sourceName: string;
                        active: boolean;
                        /** @enum {string} */
                        state: "active" | "disabled";
                        isSetup: boolean;
                        startDate: string | null;
                        nextRunTime: string | null;
                        loadingHistory: boolean;
                        /** @enum {string} */
                        health: "ok" | "error" | "reconnect";
                        lastError: string | null;
                        lastRun: {
                            id: number;
                            /** @enum {string} */
                            kind: "scheduled" | "history" | "manual" | "resync";
                            /** @enum {string} */
                            status: "running" | "succeeded" | "failed" | "interrupted";
                            startedAt: string;
                            finishedAt: string | null;
                            pulled: {
                                [key: string]: number;
                            };
                            pushed: {
                                [key: string]: {
                                    [key: string]: number;
                                };
                            };
                            error: string | null;
                        } | null;
                        status: {
                            /** @enum {string} */
                            state: "setupIncomplete" | "disabled" | "paused" | "reconnect" | "failing" | "loadingHistory" | "deliveryFailing" | "healthy";
                            message: string | null;
                            action: string | null;
                            progress: {
                                from: string;
                                pulled: number;
                            } | null;
                            isRunning: boolean;
                        };
                        links: {
                            destinationId: number;
                            name: string;
                            /** @enum {string} */
                            state: "healthy" | "loadingHistory" | "failing" | "historyFailed";
                            startDate: string | null;
                            locksDestinations: boolean;
                            message: string | null;
                            action: string | null;
                        }[];
                        freshness: {
                            lastSuccessAt: string | null;
                            completeThrough: {
                                [key: string]: string;
                            };
                            stale: boolean;
                        };
                        paused: {
                            at: string;
                            reason: string;
                        } | null;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postSourcesByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        /** @description Create a source. The type may be sent as `type` or `sourceType`. */
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {number} */
                    type: 1;
                    detail: {
                        token: string;
                        /** @enum {string} */
                        timezone: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                        /** @default false */
                        useAccountNumber?: boolean;
                        /** @default false */
                        pullInventory?: boolean;
                        storeOwnerId?: string;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 2;
                    detail: {
                        url: string;
                        consumerKey: string;
                        consumerSecret: string;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 3;
                    detail: {
                        url: string;
                        apiKey: string;
                        /**
                         * @default PLU
                         * @enum {string}
                         */
                        itemIdentifier?: "PLU" | "ExternalId" | "CLU" | "UPC";
                        /** @enum {string} */
                        timezone: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 4;
                    detail: Record<string, never>;
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 5;
                    detail: Record<string, never>;
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 6;
                    detail: {
                        storeHash: string;
                        accessToken: string;
                        clientId: string;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 7;
                    detail: {
                        apiKey: string;
                        /** @enum {string} */
                        timezone: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                        tenantId: string;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 8;
                    detail: {
                        /**
                         * @default shop
                         * @enum {string}
                         */
                        ecomIdentifierType?: "referenceSource" | "referenceNumber" | "register" | "salesperson" | "shop" | "tenderName" | "tenderType";
                        ecomIdentifier?: string | string[];
                        inventoryStoreIgnore?: string | string[];
                        /** @default false */
                        sendEmail?: boolean;
                        email?: string;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 9;
                    detail: {
                        account: string;
                        /** @default false */
                        sendEmail?: boolean;
                        email?: string;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 10;
                    detail: {
                        apiKey: string;
                        ecomIdentifier?: string;
                        amazonIdentifier?: string;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 11;
                    detail: Record<string, never>;
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 12;
                    detail: {
                        siteId: string;
                        apiKey: string;
                        /** @enum {string} */
                        timezone: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 13;
                    detail: {
                        apiKey: string;
                        /** @enum {string} */
                        timezone: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 14;
                    detail: {
                        url: string;
                        storeId: string;
                        /** @enum {string} */
                        timezone: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                        tenderType?: string | string[];
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 15;
                    detail: {
                        storeName: string;
                        /**
                         * @default custom
                         * @enum {string}
                         */
                        appType?: "custom" | "private";
                        apiKey?: string;
                        password?: string;
                        accessToken?: string;
                        /** @default [] */
                        ignoredInventoryLocations?: string[];
                        /** @default false */
                        isGqlSalespersonFetchEnabled?: boolean;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 16;
                    detail: {
                        storeOwner?: string | string[];
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 17;
                    detail: {
                        tenantToken: string;
                        userToken: string;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 18;
                    detail: {
                        clientId: string;
                        clientSecret: string;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                } | {
                    name: string;
                    /** @enum {number} */
                    type: 19;
                    detail: {
                        retailerId: string;
                        apiKey: string;
                    };
                    /** @default 1440 */
                    frequency?: number;
                    /** @default 08:00 */
                    anchorTime?: string;
                    startDate: string;
                    /**
                     * @default Etc/UTC
                     * @enum {string}
                     */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    destinations: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        active: boolean;
                        sourceName: string;
                        isSetup: boolean;
                        startDate: string;
                        nextRunTime: string | null;
                        type: number;
                        detail: {
                            [key: string]: unknown;
                        };
                        frequency: number;
                        anchorTime: string;
                        timezone: string;
                        destinations: {
                            id: number;
                            detail: {
                                [key: string]: unknown;
                            };
                            startDate: string | null;
                            loadingHistory: boolean;
                            status?: {
                                destinationId: number;
                                name: string;
                                /** @enum {string} */
                                state: "healthy" | "loadingHistory" | "failing" | "historyFailed";
                                startDate: string | null;
                                locksDestinations: boolean;
                                message: string | null;
                                action: string | null;
                            };
                        }[];
                        pullHistory: boolean;
                        historicalDate: string | null;
                        streams: ("customers" | "orders" | "products" | "inventory" | "locations")[];
                        freshness: {
                            lastSuccessAt: string | null;
                            completeThrough: {
                                [key: string]: string;
                            };
                            stale: boolean;
                        };
                        paused: {
                            at: string;
                            reason: string;
                        } | null;
                        validationToken?: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsSourcesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        type: number;
                        sourceName: string;
                        active: boolean;
                        /** @enum {string} */
                        state: "active" | "disabled";
                        isSetup: boolean;
                        startDate: string | null;
                        nextRunTime: string | null;
                        loadingHistory: boolean;
                        /** @enum {string} */
                        health: "ok" | "error" | "reconnect";
                        lastError: string | null;
                        lastRun: {
                            id: number;
                            /** @enum {string} */
                            kind: "scheduled" | "history" | "manual" | "resync";
                            /** @enum {string} */
                            status: "running" | "succeeded" | "failed" | "interrupted";
                            startedAt: string;
                            finishedAt: string | null;
                            pulled: {
                                [key: string]: number;
                            };
                            pushed: {
                                [key: string]: {
                                    [key: string]: number;
                                };
                            };
                            error: string | null;
                        } | null;
                        status: {
                            /** @enum {string} */
                            state: "setupIncomplete" | "disabled" | "paused" | "reconnect" | "failing" | "loadingHistory" | "deliveryFailing" | "healthy";
                            message: string | null;
                            action: string | null;
                            progress: {
                                from: string;
                                pulled: number;
                            } | null;
                            isRunning: boolean;
                        };
                        links: {
                            destinationId: number;
                            name: string;
                            /** @enum {string} */
                            state: "healthy" | "loadingHistory" | "failing" | "historyFailed";
                            startDate: string | null;
                            locksDestinations: boolean;
                            message: string | null;
                            action: string | null;
                        }[];
                        freshness: {
                            lastSuccessAt: string | null;
                            completeThrough: {
                                [key: string]: string;
                            };
                            stale: boolean;
                        };
                        paused: {
                            at: string;
                            reason: string;
                        } | null;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesLimitByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        used: number;
                        limit: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesByAccountIdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        active: boolean;
                        sourceName: string;
                        isSetup: boolean;
                        startDate: string;
                        nextRunTime: string | null;
                        type: number;
                        detail: {
                            [key: string]: unknown;
                        };
                        frequency: number;
                        anchorTime: string;
                        timezone: string;
                        destinations: {
                            id: number;
                            detail: {
                                [key: string]: unknown;
                            };
                            startDate: string | null;
                            loadingHistory: boolean;
                            status?: {
                                destinationId: number;
                                name: string;
                                /** @enum {string} */
                                state: "healthy" | "loadingHistory" | "failing" | "historyFailed";
                                startDate: string | null;
                                locksDestinations: boolean;
                                message: string | null;
                                action: string | null;
                            };
                        }[];
                        pullHistory: boolean;
                        historicalDate: string | null;
                        streams: ("customers" | "orders" | "products" | "inventory" | "locations")[];
                        freshness: {
                            lastSuccessAt: string | null;
                            completeThrough: {
                                [key: string]: string;
                            };
                            stale: boolean;
                        };
                        paused: {
                            at: string;
                            reason: string;
                        } | null;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteSourcesByAccountIdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    patchSourcesByAccountIdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    detail: {
                        [key: string]: unknown;
                    };
                    frequency: number;
                    anchorTime: string;
                    timezone: string;
                    /** @default [] */
                    destinations?: {
                        id: number;
                        /** @default {} */
                        detail?: {
                            [key: string]: unknown;
                        };
                    }[];
                    /** @default false */
                    pullHistory?: boolean;
                    historicalDate?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        active: boolean;
                        sourceName: string;
                        isSetup: boolean;
                        startDate: string;
                        nextRunTime: string | null;
                        type: number;
                        detail: {
                            [key: string]: unknown;
                        };
                        frequency: number;
                        anchorTime: string;
                        timezone: string;
                        destinations: {
                            id: number;
                            detail: {
                                [key: string]: unknown;
                            };
                            startDate: string | null;
                            loadingHistory: boolean;
                            status?: {
                                destinationId: number;
                                name: string;
                                /** @enum {string} */
                                state: "healthy" | "loadingHistory" | "failing" | "historyFailed";
                                startDate: string | null;
                                locksDestinations: boolean;
                                message: string | null;
                                action: string | null;
                            };
                        }[];
                        pullHistory: boolean;
                        historicalDate: string | null;
                        streams: ("customers" | "orders" | "products" | "inventory" | "locations")[];
                        freshness: {
                            lastSuccessAt: string | null;
                            completeThrough: {
                                [key: string]: string;
                            };
                            stale: boolean;
                        };
                        paused: {
                            at: string;
                            reason: string;
                        } | null;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    patchSourcesByAccountIdByIdEnable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        active: boolean;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    patchSourcesByAccountIdByIdDisable: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        active: boolean;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postSourcesByAccountIdByIdRun: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Conflicts with the current state of the record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postSourcesByAccountIdByIdResync: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    streams: ("customers" | "orders" | "products" | "inventory" | "locations")[];
                    since: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Conflicts with the current state of the record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postSourcesByAccountIdByIdResume: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Conflicts with the current state of the record */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesByAccountIdByIdTimeline: {
        parameters: {
            query?: {
                take?: number;
                skip?: number;
            };
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        items: ({
                            /** @enum {string} */
                            type: "run";
                            at: string;
                            id: number;
                            /** @enum {string} */
                            kind: "scheduled" | "history" | "manual" | "resync";
                            /** @enum {string} */
                            status: "running" | "succeeded" | "failed" | "interrupted";
                            startedAt: string;
                            finishedAt: string | null;
                            durationMs: number | null;
                            pulled: {
                                [key: string]: number;
                            };
                            deliveries: {
                                destinationId: number;
                                name: string | null;
                                pushed: {
                                    [key: string]: number;
                                };
                                error: string | null;
                            }[];
                            error: string | null;
                        } | {
                            /** @enum {string} */
                            type: "change";
                            at: string;
                            id: number;
                            action: string;
                            summary: string;
                            fields: string[];
                            actor: {
                                id: number;
                                name: string;
                            } | null;
                        })[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteSourcesDeleteDataByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Started";
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesValidationByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sourceType: number;
                        detail: {
                            [key: string]: unknown;
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesValidationByTokenAuthorizeUrl: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        flow: "oauth1" | "oauth2";
                        url: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesRunSignupRequestToken: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    patchSourcesOauthByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    login: string;
                    password: string;
                } | {
                    oauthToken: string;
                    oauthVerifier: string;
                } | {
                    code: string;
                    /** @default  */
                    qs?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesShopifyLocations: {
        parameters: {
            query: {
                appType?: "custom" | "private";
                storeName: string;
                apiKey?: string;
                password?: string;
                accessToken?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesHeartlandCustomFields: {
        parameters: {
            query: {
                apiKey: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        name: string;
                        /** @enum {string} */
                        entity: "item" | "customer";
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesHeartlandLocations: {
        parameters: {
            query: {
                apiKey: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesHeartlandPreview: {
        parameters: {
            query: {
                apiKey: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postSourcesRicsPreview: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    /** @enum {string} */
                    timezone?: "America/New_York" | "America/Chicago" | "America/Denver" | "America/Phoenix" | "America/Los_Angeles" | "America/Anchorage" | "Pacific/Honolulu" | "Etc/UTC";
                    useAccountNumber?: boolean;
                    sourceId?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesLightspeedPreviewById: {
        parameters: {
            query?: {
                ecomIdentifierType?: "referenceSource" | "referenceNumber" | "register" | "salesperson" | "shop" | "tenderName" | "tenderType";
                ecomIdentifier?: string;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesBridalLivePreview: {
        parameters: {
            query: {
                retailerId: string;
                apiKey: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getSourcesRunitPreview: {
        parameters: {
            query: {
                url: string;
                storeId: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        records: {
                            [key: string]: unknown;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The vendor did not answer or refused */
            502: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getConnectorsDemoValues: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sources: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                        destinations: {
                            [key: string]: {
                                [key: string]: string;
                            };
                        };
                    };
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAuthReset: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAuthValidateResetByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAuthChangePasswordByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAuthJoinValidateByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAuthJoinByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAuthJoinAdminValidateByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        imageUrl: string;
                        secret: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAuthJoinAdminByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    password: string;
                    code: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        codes: string[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAuthJoinTeamValidateByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        accountName: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAuthJoinTeamByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putUserProfile: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    firstName: string;
                    lastName: string;
                    mobile?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        timeZone: string | null;
                        /** @enum {string|null} */
                        systemAccessLevel: "admin" | "accountManager" | null;
                        twoFactorEnabled: boolean;
                        mobile: string | null;
                        impersonated: boolean;
                        hasReportsManagement: boolean;
                        hasDataManagement: boolean;
                        hasConnectors: boolean;
                        hasAccounts: boolean;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putUserEmail: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putUserPassword: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                    newPassword: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getUserTwoFactorInit: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        imageUrl: string;
                        secret: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postUserTwoFactorVerify: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    token: string;
                    password?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codes: string[];
                        data: {
                            codes: string[];
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putUserTwoFactorGenerateCodes: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        codes: string[];
                        data: {
                            codes: string[];
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteUserTwoFactor: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    password: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getUserApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        scope: "read" | "write";
                        prefix: string;
                        createdAt: string;
                        expiresAt: string;
                        lastUsedAt: string | null;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postUserApiKeys: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    scope: "read" | "write";
                    /** @default 90 */
                    expiresInDays?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        scope: "read" | "write";
                        expiresAt: string;
                        key: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteUserApiKeysById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsUsersByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        /** @enum {string} */
                        accessLevel: "admin" | "user";
                        twoFactorEnabled: boolean;
                        activated: boolean;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsUsersByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        email: string;
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteAccountsUsersByAccountIdByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsUsersByAccountIdByUserIdResend: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAccountsUsersByAccountIdByUserIdAccessLevel: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    accessLevel: "admin" | "user";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        /** @enum {string} */
                        accessLevel: "admin" | "user";
                        twoFactorEnabled: boolean;
                        activated: boolean;
                        createdAt: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsPermissionsById: {
        parameters: {
            query?: {
                typeId?: number;
                referenceId?: number;
                userId?: number;
            };
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        permissions: {
                            typeId: 1 | 2;
                            /** @default null */
                            referenceId: number | null;
                            users: number[];
                        }[];
                        globalUsers: number[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsPermissionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    permissions: {
                        typeId: 1 | 2;
                        /** @default null */
                        referenceId?: number | null;
                        users: number[];
                        delete?: boolean;
                    }[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        permissions: {
                            typeId: 1 | 2;
                            /** @default null */
                            referenceId: number | null;
                            users: number[];
                        }[];
                        globalUsers: number[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminUsers: {
        parameters: {
            query?: {
                status?: "active" | "deactivated";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        /** @enum {string} */
                        accessLevel: "admin" | "accountManager";
                        activated: boolean;
                        createdAt: string;
                        hasReportsManagement: boolean;
                        hasDataManagement: boolean;
                        hasConnectors: boolean;
                        hasAccounts: boolean;
                        verticals: string[];
                        isActive: boolean;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        /** @enum {string} */
                        accessLevel: "admin" | "accountManager";
                        activated: boolean;
                        createdAt: string;
                        hasReportsManagement: boolean;
                        hasDataManagement: boolean;
                        hasConnectors: boolean;
                        hasAccounts: boolean;
                        verticals: string[];
                        isActive: boolean;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAdminUsersById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    accessLevel: "admin" | "accountManager";
                    /** @default false */
                    hasDataManagement?: boolean;
                    /** @default false */
                    hasConnectors?: boolean;
                    /** @default false */
                    hasAccounts?: boolean;
                    /** @default false */
                    hasReportsManagement?: boolean;
                    /** @default [] */
                    verticals?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        /** @enum {string} */
                        accessLevel: "admin" | "accountManager";
                        activated: boolean;
                        createdAt: string;
                        hasReportsManagement: boolean;
                        hasDataManagement: boolean;
                        hasConnectors: boolean;
                        hasAccounts: boolean;
                        verticals: string[];
                        isActive: boolean;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAdminUsersByIdActivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAdminUsersByIdDeactivate: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminUsersInvite: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    /** @enum {string} */
                    accessLevel: "admin" | "accountManager";
                    /** @default false */
                    hasDataManagement?: boolean;
                    /** @default false */
                    hasConnectors?: boolean;
                    /** @default false */
                    hasAccounts?: boolean;
                    /** @default false */
                    hasReportsManagement?: boolean;
                    /** @default [] */
                    verticals?: string[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        firstName: string;
                        lastName: string;
                        email: string;
                        /** @enum {string} */
                        accessLevel: "admin" | "accountManager";
                        activated: boolean;
                        createdAt: string;
                        hasReportsManagement: boolean;
                        hasDataManagement: boolean;
                        hasConnectors: boolean;
                        hasAccounts: boolean;
                        verticals: string[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminUsersByIdResendInvite: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminUsersImpersonateByAccountIdByUserId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                userId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        exp: number;
                        accountId: number | null;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteAdminUsersImpersonate: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        exp: number;
                        accountId: number | null;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminAccounts: {
        parameters: {
            query?: {
                take?: number;
                skip?: number;
                sortBy?: "name" | "accountType" | "vertical" | "createdAt" | "isActive" | "isHidden" | "showPreview";
                sortOrder?: "asc" | "desc";
                filter?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        accounts: {
                            id: number;
                            name: string;
                            /** @enum {string} */
                            accountType: "Brand" | "Brand Rollup" | "Connectors" | "Retailer" | "Retailer Rollup" | "Other";
                            verticalId: string;
                            vertical: string;
                            createdAt: string;
                            isActive: boolean;
                            isHidden: boolean;
                            showPreview: boolean;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminAccountsParentAccountsByVerticalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                verticalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        accountType: "Brand" | "Brand Rollup" | "Connectors" | "Retailer" | "Retailer Rollup" | "Other";
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        accountType: "Brand" | "Brand Rollup" | "Connectors" | "Retailer" | "Retailer Rollup" | "Other";
                        isActive: boolean;
                        isHidden: boolean;
                        parentAccountId: number | null;
                        showPreview: boolean;
                        verticalId: string;
                        vertical: string;
                        createdAt: string;
                        settings: {
                            customFields: {
                                [key: string]: string;
                            };
                            selectedReports: number[];
                            brand?: string;
                            isAccountManager?: boolean;
                            /** @enum {string} */
                            retailCalendar?: "gregorian" | "nrf-454";
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAdminAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    accountType: "Brand" | "Brand Rollup" | "Connectors" | "Retailer" | "Retailer Rollup" | "Other";
                    verticalId: string;
                    /** @default false */
                    isHidden?: boolean;
                    /** @default false */
                    showPreview?: boolean;
                    /** @default null */
                    parentAccountId?: number | null;
                    /**
                     * @default {
                     *       "customFields": {},
                     *       "selectedReports": []
                     *     }
                     */
                    settings?: {
                        /** @default {} */
                        customFields?: {
                            [key: string]: string;
                        };
                        /** @default [] */
                        selectedReports?: number[];
                        brand?: string;
                        isAccountManager?: boolean;
                        /** @enum {string} */
                        retailCalendar?: "gregorian" | "nrf-454";
                    };
                    isActive: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        accountType: "Brand" | "Brand Rollup" | "Connectors" | "Retailer" | "Retailer Rollup" | "Other";
                        isActive: boolean;
                        isHidden: boolean;
                        parentAccountId: number | null;
                        showPreview: boolean;
                        verticalId: string;
                        vertical: string;
                        createdAt: string;
                        settings: {
                            customFields: {
                                [key: string]: string;
                            };
                            selectedReports: number[];
                            brand?: string;
                            isAccountManager?: boolean;
                            /** @enum {string} */
                            retailCalendar?: "gregorian" | "nrf-454";
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminAccountsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The id of the vertical the account is created in (the spec's {verticalId}) */
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @enum {string} */
                    accountType: "Brand" | "Brand Rollup" | "Connectors" | "Retailer" | "Retailer Rollup" | "Other";
                    verticalId: string;
                    /** @default false */
                    isHidden?: boolean;
                    /** @default false */
                    showPreview?: boolean;
                    /** @default null */
                    parentAccountId?: number | null;
                    /**
                     * @default {
                     *       "customFields": {},
                     *       "selectedReports": []
                     *     }
                     */
                    settings?: {
                        /** @default {} */
                        customFields?: {
                            [key: string]: string;
                        };
                        /** @default [] */
                        selectedReports?: number[];
                        brand?: string;
                        isAccountManager?: boolean;
                        /** @enum {string} */
                        retailCalendar?: "gregorian" | "nrf-454";
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        /** @enum {string} */
                        accountType: "Brand" | "Brand Rollup" | "Connectors" | "Retailer" | "Retailer Rollup" | "Other";
                        isActive: boolean;
                        isHidden: boolean;
                        parentAccountId: number | null;
                        showPreview: boolean;
                        verticalId: string;
                        vertical: string;
                        createdAt: string;
                        settings: {
                            customFields: {
                                [key: string]: string;
                            };
                            selectedReports: number[];
                            brand?: string;
                            isAccountManager?: boolean;
                            /** @enum {string} */
                            retailCalendar?: "gregorian" | "nrf-454";
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEmailPreferences: {
        parameters: {
            query: {
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscribed: boolean;
                        name: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putEmailPreferences: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    token: string;
                    subscribed: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        subscribed: boolean;
                        name: string;
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminVerticals: {
        parameters: {
            query?: {
                includeMetadata?: "true" | "false";
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        pages?: {
                            retailerTagging: boolean;
                            globalTagging: boolean;
                            brandTagging: boolean;
                            brandMapping: boolean;
                            retailerProductOverview: boolean;
                            brandProductOverview: boolean;
                            accountConnections: boolean;
                            locations: boolean;
                        };
                        metadata?: {
                            /** @default [] */
                            retailerReportPermissions: unknown;
                            /** @default [] */
                            brandReportPermissions: unknown;
                            /** @default [] */
                            otherReportPermissions: unknown;
                            /** @default [] */
                            retailerRollupReportPermissions: unknown;
                            /** @default [] */
                            brandRollupReportPermissions: unknown;
                            /** @default [] */
                            brandRollupPermissions: unknown;
                            /** @default [] */
                            retailerDataPermissions: {
                                typeId: number;
                                title: string;
                                /** @default  */
                                description: string;
                                /** @default false */
                                defaultValue: boolean;
                            }[];
                            /** @default [] */
                            accountCustomFields: {
                                label: string;
                                property: string;
                                /** @enum {string} */
                                type: "text" | "list";
                                /** @default [] */
                                values: unknown;
                                /** @default false */
                                required: boolean;
                            }[];
                            /** @default  */
                            reportingTeam: string;
                        };
                        tagging?: {
                            /** @default [] */
                            brandColumns: {
                                name: string;
                                value: string;
                                /** @enum {string} */
                                type: "String" | "List";
                                /** @default [] */
                                values: unknown;
                            }[];
                            /** @default [] */
                            brandPreview: string[];
                            /** @default [] */
                            categories: components["schemas"]["TaggingCategory"][];
                            /** @default [] */
                            colors: unknown;
                            /** @default [] */
                            extensionFields: {
                                label: string;
                                /** @enum {string} */
                                type: "text" | "list";
                                /** @default true */
                                enabled: boolean;
                                /** @default [] */
                                values: unknown;
                                /** @default false */
                                isRequired: boolean;
                            }[];
                            /** @default [] */
                            genders: unknown;
                            /** @default [] */
                            retailerColumns: {
                                name: string;
                                value: string;
                                /** @enum {string} */
                                type: "String" | "List";
                                /** @default [] */
                                values: unknown;
                            }[];
                            /** @default [] */
                            retailerPreview: string[];
                            /**
                             * @default {
                             *       "gender": "",
                             *       "family": "",
                             *       "color": ""
                             *     }
                             */
                            standardColumns: {
                                /** @default  */
                                gender: string;
                                /** @default  */
                                family: string;
                                /** @default  */
                                color: string;
                            };
                            /**
                             * @default {
                             *       "category": false,
                             *       "gender": false,
                             *       "family": false,
                             *       "color": false
                             *     }
                             */
                            isRequired: {
                                /** @default false */
                                category: boolean;
                                /** @default false */
                                gender: boolean;
                                /** @default false */
                                family: boolean;
                                /** @default false */
                                color: boolean;
                            };
                        };
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminVerticals: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default {} */
                    pages?: {
                        retailerTagging?: boolean;
                        globalTagging?: boolean;
                        brandTagging?: boolean;
                        brandMapping?: boolean;
                        retailerProductOverview?: boolean;
                        brandProductOverview?: boolean;
                        accountConnections?: boolean;
                        locations?: boolean;
                    };
                    metadata?: {
                        retailerReportPermissions?: string[];
                        brandReportPermissions?: string[];
                        otherReportPermissions?: string[];
                        retailerRollupReportPermissions?: string[];
                        brandRollupReportPermissions?: string[];
                        brandRollupPermissions?: string[];
                        retailerDataPermissions?: {
                            typeId: number;
                            title: string;
                            /** @default  */
                            description?: string;
                            /** @default false */
                            defaultValue?: boolean;
                        }[];
                        accountCustomFields?: {
                            label: string;
                            property: string;
                            /** @enum {string} */
                            type: "text" | "list";
                            values?: string[];
                            /** @default false */
                            required?: boolean;
                        }[];
                        /** @default  */
                        reportingTeam?: string;
                    };
                    tagging?: {
                        brandColumns?: {
                            name: string;
                            value: string;
                            /** @enum {string} */
                            type: "String" | "List";
                            values?: string[];
                        }[];
                        brandPreview?: string[];
                        categories?: components["schemas"]["TaggingCategoryInput"][];
                        colors?: string[];
                        extensionFields?: {
                            label: string;
                            /** @enum {string} */
                            type: "text" | "list";
                            /** @default true */
                            enabled?: boolean;
                            values?: string[];
                            /** @default false */
                            isRequired?: boolean;
                        }[];
                        genders?: string[];
                        retailerColumns?: {
                            name: string;
                            value: string;
                            /** @enum {string} */
                            type: "String" | "List";
                            values?: string[];
                        }[];
                        retailerPreview?: string[];
                        /**
                         * @default {
                         *       "gender": "",
                         *       "family": "",
                         *       "color": ""
                         *     }
                         */
                        standardColumns?: {
                            /** @default  */
                            gender?: string;
                            /** @default  */
                            family?: string;
                            /** @default  */
                            color?: string;
                        };
                        /**
                         * @default {
                         *       "category": false,
                         *       "gender": false,
                         *       "family": false,
                         *       "color": false
                         *     }
                         */
                        isRequired?: {
                            /** @default false */
                            category?: boolean;
                            /** @default false */
                            gender?: boolean;
                            /** @default false */
                            family?: boolean;
                            /** @default false */
                            color?: boolean;
                        };
                    };
                    verticalId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        pages: {
                            retailerTagging: boolean;
                            globalTagging: boolean;
                            brandTagging: boolean;
                            brandMapping: boolean;
                            retailerProductOverview: boolean;
                            brandProductOverview: boolean;
                            accountConnections: boolean;
                            locations: boolean;
                        };
                        metadata: {
                            /** @default [] */
                            retailerReportPermissions: unknown;
                            /** @default [] */
                            brandReportPermissions: unknown;
                            /** @default [] */
                            otherReportPermissions: unknown;
                            /** @default [] */
                            retailerRollupReportPermissions: unknown;
                            /** @default [] */
                            brandRollupReportPermissions: unknown;
                            /** @default [] */
                            brandRollupPermissions: unknown;
                            /** @default [] */
                            retailerDataPermissions: {
                                typeId: number;
                                title: string;
                                /** @default  */
                                description: string;
                                /** @default false */
                                defaultValue: boolean;
                            }[];
                            /** @default [] */
                            accountCustomFields: {
                                label: string;
                                property: string;
                                /** @enum {string} */
                                type: "text" | "list";
                                /** @default [] */
                                values: unknown;
                                /** @default false */
                                required: boolean;
                            }[];
                            /** @default  */
                            reportingTeam: string;
                        };
                        tagging: {
                            /** @default [] */
                            brandColumns: {
                                name: string;
                                value: string;
                                /** @enum {string} */
                                type: "String" | "List";
                                /** @default [] */
                                values: unknown;
                            }[];
                            /** @default [] */
                            brandPreview: string[];
                            /** @default [] */
                            categories: components["schemas"]["TaggingCategory"][];
                            /** @default [] */
                            colors: unknown;
                            /** @default [] */
                            extensionFields: {
                                label: string;
                                /** @enum {string} */
                                type: "text" | "list";
                                /** @default true */
                                enabled: boolean;
                                /** @default [] */
                                values: unknown;
                                /** @default false */
                                isRequired: boolean;
                            }[];
                            /** @default [] */
                            genders: unknown;
                            /** @default [] */
                            retailerColumns: {
                                name: string;
                                value: string;
                                /** @enum {string} */
                                type: "String" | "List";
                                /** @default [] */
                                values: unknown;
                            }[];
                            /** @default [] */
                            retailerPreview: string[];
                            /**
                             * @default {
                             *       "gender": "",
                             *       "family": "",
                             *       "color": ""
                             *     }
                             */
                            standardColumns: {
                                /** @default  */
                                gender: string;
                                /** @default  */
                                family: string;
                                /** @default  */
                                color: string;
                            };
                            /**
                             * @default {
                             *       "category": false,
                             *       "gender": false,
                             *       "family": false,
                             *       "color": false
                             *     }
                             */
                            isRequired: {
                                /** @default false */
                                category: boolean;
                                /** @default false */
                                gender: boolean;
                                /** @default false */
                                family: boolean;
                                /** @default false */
                                color: boolean;
                            };
                        };
                        createdAt: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminVerticalsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        pages: {
                            retailerTagging: boolean;
                            globalTagging: boolean;
                            brandTagging: boolean;
                            brandMapping: boolean;
                            retailerProductOverview: boolean;
                            brandProductOverview: boolean;
                            accountConnections: boolean;
                            locations: boolean;
                        };
                        metadata: {
                            /** @default [] */
                            retailerReportPermissions: unknown;
                            /** @default [] */
                            brandReportPermissions: unknown;
                            /** @default [] */
                            otherReportPermissions: unknown;
                            /** @default [] */
                            retailerRollupReportPermissions: unknown;
                            /** @default [] */
                            brandRollupReportPermissions: unknown;
                            /** @default [] */
                            brandRollupPermissions: unknown;
                            /** @default [] */
                            retailerDataPermissions: {
                                typeId: number;
                                title: string;
                                /** @default  */
                                description: string;
                                /** @default false */
                                defaultValue: boolean;
                            }[];
                            /** @default [] */
                            accountCustomFields: {
                                label: string;
                                property: string;
                                /** @enum {string} */
                                type: "text" | "list";
                                /** @default [] */
                                values: unknown;
                                /** @default false */
                                required: boolean;
                            }[];
                            /** @default  */
                            reportingTeam: string;
                        };
                        tagging: {
                            /** @default [] */
                            brandColumns: {
                                name: string;
                                value: string;
                                /** @enum {string} */
                                type: "String" | "List";
                                /** @default [] */
                                values: unknown;
                            }[];
                            /** @default [] */
                            brandPreview: string[];
                            /** @default [] */
                            categories: components["schemas"]["TaggingCategory"][];
                            /** @default [] */
                            colors: unknown;
                            /** @default [] */
                            extensionFields: {
                                label: string;
                                /** @enum {string} */
                                type: "text" | "list";
                                /** @default true */
                                enabled: boolean;
                                /** @default [] */
                                values: unknown;
                                /** @default false */
                                isRequired: boolean;
                            }[];
                            /** @default [] */
                            genders: unknown;
                            /** @default [] */
                            retailerColumns: {
                                name: string;
                                value: string;
                                /** @enum {string} */
                                type: "String" | "List";
                                /** @default [] */
                                values: unknown;
                            }[];
                            /** @default [] */
                            retailerPreview: string[];
                            /**
                             * @default {
                             *       "gender": "",
                             *       "family": "",
                             *       "color": ""
                             *     }
                             */
                            standardColumns: {
                                /** @default  */
                                gender: string;
                                /** @default  */
                                family: string;
                                /** @default  */
                                color: string;
                            };
                            /**
                             * @default {
                             *       "category": false,
                             *       "gender": false,
                             *       "family": false,
                             *       "color": false
                             *     }
                             */
                            isRequired: {
                                /** @default false */
                                category: boolean;
                                /** @default false */
                                gender: boolean;
                                /** @default false */
                                family: boolean;
                                /** @default false */
                                color: boolean;
                            };
                        };
                        createdAt: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAdminVerticalsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    /** @default {} */
                    pages?: {
                        retailerTagging?: boolean;
                        globalTagging?: boolean;
                        brandTagging?: boolean;
                        brandMapping?: boolean;
                        retailerProductOverview?: boolean;
                        brandProductOverview?: boolean;
                        accountConnections?: boolean;
                        locations?: boolean;
                    };
                    metadata?: {
                        retailerReportPermissions?: string[];
                        brandReportPermissions?: string[];
                        otherReportPermissions?: string[];
                        retailerRollupReportPermissions?: string[];
                        brandRollupReportPermissions?: string[];
                        brandRollupPermissions?: string[];
                        retailerDataPermissions?: {
                            typeId: number;
                            title: string;
                            /** @default  */
                            description?: string;
                            /** @default false */
                            defaultValue?: boolean;
                        }[];
                        accountCustomFields?: {
                            label: string;
                            property: string;
                            /** @enum {string} */
                            type: "text" | "list";
                            values?: string[];
                            /** @default false */
                            required?: boolean;
                        }[];
                        /** @default  */
                        reportingTeam?: string;
                    };
                    tagging?: {
                        brandColumns?: {
                            name: string;
                            value: string;
                            /** @enum {string} */
                            type: "String" | "List";
                            values?: string[];
                        }[];
                        brandPreview?: string[];
                        categories?: components["schemas"]["TaggingCategoryInput"][];
                        colors?: string[];
                        extensionFields?: {
                            label: string;
                            /** @enum {string} */
                            type: "text" | "list";
                            /** @default true */
                            enabled?: boolean;
                            values?: string[];
                            /** @default false */
                            isRequired?: boolean;
                        }[];
                        genders?: string[];
                        retailerColumns?: {
                            name: string;
                            value: string;
                            /** @enum {string} */
                            type: "String" | "List";
                            values?: string[];
                        }[];
                        retailerPreview?: string[];
                        /**
                         * @default {
                         *       "gender": "",
                         *       "family": "",
                         *       "color": ""
                         *     }
                         */
                        standardColumns?: {
                            /** @default  */
                            gender?: string;
                            /** @default  */
                            family?: string;
                            /** @default  */
                            color?: string;
                        };
                        /**
                         * @default {
                         *       "category": false,
                         *       "gender": false,
                         *       "family": false,
                         *       "color": false
                         *     }
                         */
                        isRequired?: {
                            /** @default false */
                            category?: boolean;
                            /** @default false */
                            gender?: boolean;
                            /** @default false */
                            family?: boolean;
                            /** @default false */
                            color?: boolean;
                        };
                    };
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: string;
                        name: string;
                        pages: {
                            retailerTagging: boolean;
                            globalTagging: boolean;
                            brandTagging: boolean;
                            brandMapping: boolean;
                            retailerProductOverview: boolean;
                            brandProductOverview: boolean;
                            accountConnections: boolean;
                            locations: boolean;
                        };
                        metadata: {
                            /** @default [] */
                            retailerReportPermissions: unknown;
                            /** @default [] */
                            brandReportPermissions: unknown;
                            /** @default [] */
                            otherReportPermissions: unknown;
                            /** @default [] */
                            retailerRollupReportPermissions: unknown;
                            /** @default [] */
                            brandRollupReportPermissions: unknown;
                            /** @default [] */
                            brandRollupPermissions: unknown;
                            /** @default [] */
                            retailerDataPermissions: {
                                typeId: number;
                                title: string;
                                /** @default  */
                                description: string;
                                /** @default false */
                                defaultValue: boolean;
                            }[];
                            /** @default [] */
                            accountCustomFields: {
                                label: string;
                                property: string;
                                /** @enum {string} */
                                type: "text" | "list";
                                /** @default [] */
                                values: unknown;
                                /** @default false */
                                required: boolean;
                            }[];
                            /** @default  */
                            reportingTeam: string;
                        };
                        tagging: {
                            /** @default [] */
                            brandColumns: {
                                name: string;
                                value: string;
                                /** @enum {string} */
                                type: "String" | "List";
                                /** @default [] */
                                values: unknown;
                            }[];
                            /** @default [] */
                            brandPreview: string[];
                            /** @default [] */
                            categories: components["schemas"]["TaggingCategory"][];
                            /** @default [] */
                            colors: unknown;
                            /** @default [] */
                            extensionFields: {
                                label: string;
                                /** @enum {string} */
                                type: "text" | "list";
                                /** @default true */
                                enabled: boolean;
                                /** @default [] */
                                values: unknown;
                                /** @default false */
                                isRequired: boolean;
                            }[];
                            /** @default [] */
                            genders: unknown;
                            /** @default [] */
                            retailerColumns: {
                                name: string;
                                value: string;
                                /** @enum {string} */
                                type: "String" | "List";
                                /** @default [] */
                                values: unknown;
                            }[];
                            /** @default [] */
                            retailerPreview: string[];
                            /**
                             * @default {
                             *       "gender": "",
                             *       "family": "",
                             *       "color": ""
                             *     }
                             */
                            standardColumns: {
                                /** @default  */
                                gender: string;
                                /** @default  */
                                family: string;
                                /** @default  */
                                color: string;
                            };
                            /**
                             * @default {
                             *       "category": false,
                             *       "gender": false,
                             *       "family": false,
                             *       "color": false
                             *     }
                             */
                            isRequired: {
                                /** @default false */
                                category: boolean;
                                /** @default false */
                                gender: boolean;
                                /** @default false */
                                family: boolean;
                                /** @default false */
                                color: boolean;
                            };
                        };
                        createdAt: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminReports: {
        parameters: {
            query?: {
                verticalId?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        data: {
                            id: number;
                            title: string;
                            category: string;
                            description: string;
                            guide: string;
                            /** @enum {string} */
                            accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                            path: string;
                            referenceName: string;
                            reportUrl: string;
                            permission: string;
                            requireSystemUser: boolean;
                            isActive: boolean;
                            icon: string;
                            verticalId: string;
                            verticalName: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminReports: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                    verticalId: string;
                    referenceName: string;
                    title: string;
                    path: string;
                    reportUrl: string;
                    /** @default  */
                    permission?: string;
                    /** @default false */
                    requireSystemUser?: boolean;
                    /** @default true */
                    isActive?: boolean;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    icon?: string;
                    /** @default  */
                    category?: string;
                    /** @default  */
                    guide?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        category: string;
                        description: string;
                        guide: string;
                        /** @enum {string} */
                        accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                        path: string;
                        referenceName: string;
                        reportUrl: string;
                        permission: string;
                        requireSystemUser: boolean;
                        isActive: boolean;
                        icon: string;
                        verticalId: string;
                        verticalName: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminReportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        category: string;
                        description: string;
                        guide: string;
                        /** @enum {string} */
                        accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                        path: string;
                        referenceName: string;
                        reportUrl: string;
                        permission: string;
                        requireSystemUser: boolean;
                        isActive: boolean;
                        icon: string;
                        verticalId: string;
                        verticalName: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    patchAdminReportsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    title: string;
                    category: string;
                    description: string;
                    /** @default  */
                    guide?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        category: string;
                        description: string;
                        guide: string;
                        /** @enum {string} */
                        accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                        path: string;
                        referenceName: string;
                        reportUrl: string;
                        permission: string;
                        requireSystemUser: boolean;
                        isActive: boolean;
                        icon: string;
                        verticalId: string;
                        verticalName: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminReportsByVerticalIdByAccountTypeByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                verticalId: string;
                accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        category: string;
                        description: string;
                        guide: string;
                        /** @enum {string} */
                        accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                        path: string;
                        referenceName: string;
                        reportUrl: string;
                        permission: string;
                        requireSystemUser: boolean;
                        isActive: boolean;
                        icon: string;
                        verticalId: string;
                        verticalName: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAdminReportsByVerticalIdByAccountTypeByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                verticalId: string;
                accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                path: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                    verticalId: string;
                    referenceName: string;
                    title: string;
                    path: string;
                    reportUrl: string;
                    /** @default  */
                    permission?: string;
                    /** @default false */
                    requireSystemUser?: boolean;
                    /** @default true */
                    isActive?: boolean;
                    /** @default  */
                    description?: string;
                    /** @default  */
                    icon?: string;
                    /** @default  */
                    category?: string;
                    /** @default  */
                    guide?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        category: string;
                        description: string;
                        guide: string;
                        /** @enum {string} */
                        accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                        path: string;
                        referenceName: string;
                        reportUrl: string;
                        permission: string;
                        requireSystemUser: boolean;
                        isActive: boolean;
                        icon: string;
                        verticalId: string;
                        verticalName: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteAdminReportsByVerticalIdByAccountTypeByPath: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                verticalId: string;
                accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                path: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getImagesById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getImagesByIdByVariant: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
                variant: "help" | "original";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "image/webp": string;
                    "image/png": string;
                    "image/jpeg": string;
                    "image/gif": string;
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getDashboardsReportsByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        icon: string;
                        category: string;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                        path: string;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getDashboardsHiddenReportsByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        icon: string;
                        category: string;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                        path: string;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getDashboardsInternalReportsByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        icon: string;
                        category: string;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        accountType: "admin" | "brand" | "brand rollup" | "other" | "retailer" | "retailer rollup";
                        path: string;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getDashboardsByAccountTypeByAccountIdByReportSlug: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountType: string;
                accountId: number;
                reportSlug: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        title: string;
                        url: string;
                        guide: string;
                        embed: {
                            /** @enum {string} */
                            provider: "storelens" | "external" | "tableau" | "metabase";
                            src: string;
                            origin: string | null;
                            expiresAt: string | null;
                            token?: string;
                            error?: string;
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postDashboardsTestById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @default  */
                    url?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        url: string;
                        ok: boolean;
                        /** @enum {string} */
                        provider: "storelens" | "external" | "tableau" | "metabase";
                        status: number | null;
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getEmbedReportsByKey: {
        parameters: {
            query?: {
                from?: string;
                to?: string;
                location?: string;
                grain?: "day" | "week" | "month" | "quarter" | "year";
                compare?: "previous" | "lastYear";
            };
            header?: never;
            path: {
                key: "sales-overview" | "products" | "customers" | "sell-through" | "group-sales" | "group-inventory" | "brand-performance" | "market-share" | "portfolio-sales" | "overview" | "connector-health" | "data-audit";
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        key: string;
                        title: string;
                        accountName: string;
                        filters: {
                            from: string;
                            to: string;
                            location: string;
                            /** @enum {string} */
                            grain: "day" | "week" | "month" | "quarter" | "year";
                            /** @enum {string} */
                            calendar: "gregorian" | "nrf-454";
                            /** @enum {string} */
                            compare?: "previous" | "lastYear";
                        };
                        /** @description The range compared with; present only when the query asked compare */
                        comparison?: {
                            from: string;
                            to: string;
                        };
                        locations: {
                            value: string;
                            label: string;
                        }[];
                        empty: string[];
                        sheets: {
                            key: string;
                            title: string;
                            notes?: string[];
                            kpis: {
                                label: string;
                                value: number;
                                /** @enum {string} */
                                format: "number" | "money" | "percent" | "text" | "date" | "change";
                                /** @description The comparison range's value; present only when the query asked compare */
                                previous?: number;
                                /** @description (value − previous) ÷ previous as a fraction, null when previous is 0; present only with compare */
                                change?: number | null;
                            }[];
                            charts: {
                                key: string;
                                title: string;
                                /** @enum {string} */
                                kind: "line" | "bar" | "pie";
                                x: string[];
                                series: {
                                    label: string;
                                    data: number[];
                                    /** @enum {string} */
                                    format: "number" | "money" | "percent" | "text" | "date" | "change";
                                    /** @description true on the comparison range's series (only with compare) */
                                    comparison?: boolean;
                                }[];
                            }[];
                            tables: {
                                key: string;
                                title: string;
                                columns: {
                                    field: string;
                                    header: string;
                                    /** @enum {string} */
                                    format: "number" | "money" | "percent" | "text" | "date" | "change";
                                }[];
                                rows: {
                                    [key: string]: string | number | (null);
                                }[];
                            }[];
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsByAccountIdReportCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        retailCalendar: "gregorian" | "nrf-454";
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putAccountsByAccountIdReportCalendar: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    retailCalendar: "gregorian" | "nrf-454";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        retailCalendar: "gregorian" | "nrf-454";
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsConnectionsBrandByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountId: number;
                        name: string;
                        /** @enum {string|null} */
                        status: "Approved" | "Pending" | null;
                        statusDate: string | null;
                        isManagedAccount: boolean;
                        parentAccount: string | null;
                        userCount: number;
                        note: string | null;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsConnectionsBrandByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accounts: number[];
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsConnectionsBrandRevokeByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accounts: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsConnectionsBrandResendByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accounts: number[];
                    note?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsConnectionsRetailerByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        accountId: number;
                        name: string;
                        /** @enum {string|null} */
                        status: "Approved" | "Pending" | null;
                        statusDate: string | null;
                        isManagedAccount: boolean;
                        parentAccount: string | null;
                        userCount: number;
                        note: string | null;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsConnectionsRetailerHistoryByAccountIdByBrandAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                brandAccountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Pending" | "Approved" | "Declined" | "Revoked" | "Removed" | "Resent";
                        isSystemUser: boolean;
                        source: string;
                        firstName: string;
                        lastName: string;
                        createdAt: string;
                        accountName: string | null;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsConnectionsRetailerAddByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accounts: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsConnectionsRetailerRemoveByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    accounts: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsConnectionsEmailById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                id: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    response: "a" | "r";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Approved" | "Declined";
                        brandName: string;
                        retailerName: string;
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsSettingsRetailerDataPermissionsByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        typeId: number;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        value: "true" | "false";
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsSettingsByAccountIdByTypeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                typeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        typeId: number;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        value: "true" | "false";
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsSettingsByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    typeId: number;
                    /** @enum {string} */
                    value: "true" | "false";
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        typeId: number;
                        title: string;
                        description: string;
                        /** @enum {string} */
                        value: "true" | "false";
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsSettingsByAccountIdAccessLog: {
        parameters: {
            query?: {
                take?: number;
                skip?: number;
                brandId?: number;
                userId?: number;
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        items: {
                            id: number;
                            readAt: string;
                            brand: {
                                id: number;
                                name: string;
                            };
                            user: {
                                id: number;
                                name: string;
                                email: string;
                            } | null;
                            report: {
                                key: string;
                                name: string;
                            };
                            filters: {
                                [key: string]: unknown;
                            };
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsSettingsByAccountIdAccessLogReaders: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        brands: {
                            id: number;
                            name: string;
                        }[];
                        users: {
                            id: number;
                            name: string;
                            email: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsSettingsByAccountIdAccessLogExport: {
        parameters: {
            query?: {
                brandId?: number;
                userId?: number;
                from?: string;
                to?: string;
            };
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The file */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "text/csv": string;
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getLocationsByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeId: string;
                        name: string;
                        street1: string | null;
                        street2: string | null;
                        city: string | null;
                        state: string | null;
                        zip: string | null;
                        status: string | null;
                        entityType: string | null;
                        marketType: string | null;
                        openDate: string | null;
                        closeDate: string | null;
                        locationType: string | null;
                        accountSourceId: number;
                        sourceName: string;
                        editedFields: string[];
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getLocationsByAccountIdByAccountSourceIdByStoreId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                accountSourceId: number;
                storeId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeId: string;
                        name: string;
                        street1: string | null;
                        street2: string | null;
                        city: string | null;
                        state: string | null;
                        zip: string | null;
                        status: string | null;
                        entityType: string | null;
                        marketType: string | null;
                        openDate: string | null;
                        closeDate: string | null;
                        locationType: string | null;
                        accountSourceId: number;
                        sourceName: string;
                        editedFields: string[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putLocationsByAccountIdByAccountSourceIdByStoreId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                accountSourceId: number;
                storeId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    street1?: string | null;
                    street2?: string | null;
                    city?: string | null;
                    state?: string | null;
                    zip?: string | null;
                    /** @enum {string|null} */
                    status?: "Open" | "Closed" | null;
                    /** @enum {string|null} */
                    entityType?: "Franchise - Corp" | "Franchise - Franchisee" | "Independent" | null;
                    /** @enum {string|null} */
                    marketType?: "Rural" | "Suburban" | "Urban" | null;
                    openDate?: string | null;
                    closeDate?: string | null;
                    /** @enum {string|null} */
                    locationType?: "Events (Expos)" | "Online Store" | "Store" | "Third-Party" | "Warehouse" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        storeId: string;
                        name: string;
                        street1: string | null;
                        street2: string | null;
                        city: string | null;
                        state: string | null;
                        zip: string | null;
                        status: string | null;
                        entityType: string | null;
                        marketType: string | null;
                        openDate: string | null;
                        closeDate: string | null;
                        locationType: string | null;
                        accountSourceId: number;
                        sourceName: string;
                        editedFields: string[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsTaggingMetadataByVerticalId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                verticalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        BRAND_COLUMNS: {
                            name: string;
                            value: string;
                            /** @enum {string} */
                            type: "String" | "List";
                            /** @default [] */
                            values: unknown;
                        }[];
                        RETAILER_COLUMNS: {
                            name: string;
                            value: string;
                            /** @enum {string} */
                            type: "String" | "List";
                            /** @default [] */
                            values: unknown;
                        }[];
                        CATEGORIES: components["schemas"]["TaggingCategory"][];
                        GENDERS: string[];
                        COLORS: string[];
                        STANDARD_COLUMNS: {
                            gender: string;
                            family: string;
                            color: string;
                        };
                        EXTENSION_FIELDS: {
                            label: string;
                            /** @enum {string} */
                            type: "text" | "list";
                            /** @default true */
                            enabled: boolean;
                            /** @default [] */
                            values: unknown;
                            /** @default false */
                            isRequired: boolean;
                        }[];
                        RETAILER_PREVIEW: string[];
                        BRAND_PREVIEW: string[];
                        IS_REQUIRED: {
                            /** @default false */
                            category: boolean;
                            /** @default false */
                            gender: boolean;
                            /** @default false */
                            family: boolean;
                            /** @default false */
                            color: boolean;
                        };
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsTaggingByTypeByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "account" | "global";
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        filters: {
                            column: string;
                            /** @enum {string} */
                            type: "begins" | "ends" | "contains" | "not-contains" | "equals" | "in" | "not-in";
                            values: string[];
                        }[];
                        tags: string[];
                        category: string | null;
                        category2: string | null;
                        category3: string | null;
                        category4: string | null;
                        category5: string | null;
                        gender: string | null;
                        family: string | null;
                        color: string | null;
                        extensionField1: string | null;
                        extensionField2: string | null;
                        extensionField3: string | null;
                        extensionField4: string | null;
                        extensionField5: string | null;
                        sortOrder: number;
                        createdAt: string;
                        updatedAt: string;
                        productCount: number;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postProductsTaggingByTypeByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "account" | "global";
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        type: "begins" | "ends" | "contains" | "not-contains" | "equals" | "in" | "not-in";
                        values: string[];
                    }[];
                    /** @default [] */
                    tags?: string[];
                    category?: string | null;
                    category2?: string | null;
                    category3?: string | null;
                    category4?: string | null;
                    category5?: string | null;
                    gender?: string | null;
                    family?: string | null;
                    color?: string | null;
                    extensionField1?: string | null;
                    extensionField2?: string | null;
                    extensionField3?: string | null;
                    extensionField4?: string | null;
                    extensionField5?: string | null;
                    category1?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        filters: {
                            column: string;
                            /** @enum {string} */
                            type: "begins" | "ends" | "contains" | "not-contains" | "equals" | "in" | "not-in";
                            values: string[];
                        }[];
                        tags: string[];
                        category: string | null;
                        category2: string | null;
                        category3: string | null;
                        category4: string | null;
                        category5: string | null;
                        gender: string | null;
                        family: string | null;
                        color: string | null;
                        extensionField1: string | null;
                        extensionField2: string | null;
                        extensionField3: string | null;
                        extensionField4: string | null;
                        extensionField5: string | null;
                        sortOrder: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsTaggingByTypeByAccountIdLists: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "account" | "global";
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sourceTags: string[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsTaggingByTypeByAccountIdProgress: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "account" | "global";
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        queued: number;
                        running: number;
                        done: number;
                        total: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putProductsTaggingByTypeByAccountIdReorder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "account" | "global";
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    ruleIds: number[];
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        filters: {
                            column: string;
                            /** @enum {string} */
                            type: "begins" | "ends" | "contains" | "not-contains" | "equals" | "in" | "not-in";
                            values: string[];
                        }[];
                        tags: string[];
                        category: string | null;
                        category2: string | null;
                        category3: string | null;
                        category4: string | null;
                        category5: string | null;
                        gender: string | null;
                        family: string | null;
                        color: string | null;
                        extensionField1: string | null;
                        extensionField2: string | null;
                        extensionField3: string | null;
                        extensionField4: string | null;
                        extensionField5: string | null;
                        sortOrder: number;
                        createdAt: string;
                        updatedAt: string;
                        productCount: number;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsTaggingByTypeByAccountIdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "account" | "global";
                accountId: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        filters: {
                            column: string;
                            /** @enum {string} */
                            type: "begins" | "ends" | "contains" | "not-contains" | "equals" | "in" | "not-in";
                            values: string[];
                        }[];
                        tags: string[];
                        category: string | null;
                        category2: string | null;
                        category3: string | null;
                        category4: string | null;
                        category5: string | null;
                        gender: string | null;
                        family: string | null;
                        color: string | null;
                        extensionField1: string | null;
                        extensionField2: string | null;
                        extensionField3: string | null;
                        extensionField4: string | null;
                        extensionField5: string | null;
                        sortOrder: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putProductsTaggingByTypeByAccountIdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "account" | "global";
                accountId: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        type: "begins" | "ends" | "contains" | "not-contains" | "equals" | "in" | "not-in";
                        values: string[];
                    }[];
                    /** @default [] */
                    tags?: string[];
                    category?: string | null;
                    category2?: string | null;
                    category3?: string | null;
                    category4?: string | null;
                    category5?: string | null;
                    gender?: string | null;
                    family?: string | null;
                    color?: string | null;
                    extensionField1?: string | null;
                    extensionField2?: string | null;
                    extensionField3?: string | null;
                    extensionField4?: string | null;
                    extensionField5?: string | null;
                    category1?: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        name: string;
                        filters: {
                            column: string;
                            /** @enum {string} */
                            type: "begins" | "ends" | "contains" | "not-contains" | "equals" | "in" | "not-in";
                            values: string[];
                        }[];
                        tags: string[];
                        category: string | null;
                        category2: string | null;
                        category3: string | null;
                        category4: string | null;
                        category5: string | null;
                        gender: string | null;
                        family: string | null;
                        color: string | null;
                        extensionField1: string | null;
                        extensionField2: string | null;
                        extensionField3: string | null;
                        extensionField4: string | null;
                        extensionField5: string | null;
                        sortOrder: number;
                        createdAt: string;
                        updatedAt: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteProductsTaggingByTypeByAccountIdById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "account" | "global";
                accountId: string;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postProductsPreviewByTypeByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "account" | "global";
                accountId: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    filters?: {
                        column: string;
                        /** @enum {string} */
                        type: "begins" | "ends" | "contains" | "not-contains" | "equals" | "in" | "not-in";
                        values: string[];
                    }[];
                    /** @default 100 */
                    take?: number;
                    /** @default 0 */
                    skip?: number;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: {
                            name: string;
                            category: string | null;
                            sku: string | null;
                            upc: string | null;
                            size: string | null;
                            width: string | null;
                            color: string | null;
                            style: string | null;
                            imageUrl: string | null;
                            brand: string | null;
                            sourceTags: string[];
                            attributes: {
                                [key: string]: string;
                            };
                        }[];
                        total: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsUnusedSourceTagsByTypeByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                type: "account" | "global";
                accountId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": "ALL" | string[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsBrandMappingSummary: {
        parameters: {
            query?: {
                take?: number;
                skip?: number;
                sortBy?: "sourceBrand" | "destinationBrand" | "createdAt";
                sortOrder?: "asc" | "desc" | "ASC" | "DESC";
                search?: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        brands: {
                            sourceBrand: string;
                            destinationBrand: string | null;
                            createdAt: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsBrand: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": string[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsBrandAccountSummaryBySourceBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sourceBrand: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        account: string;
                        count: number;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsBrandCategorySummaryBySourceBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sourceBrand: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        category: string;
                        count: number;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsBrandPreviewBySourceBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sourceBrand: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        name: string;
                        sku: string | null;
                        upc: string | null;
                        account: string;
                        category: string | null;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    putProductsBrandMappingBySourceBrand: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                sourceBrand: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    destinationBrand: string | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sourceBrand: string;
                        destinationBrand: string | null;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsAdminSummaryByVerticalId: {
        parameters: {
            query?: {
                take?: number;
                skip?: number;
                sortBy?: "name" | "totalProducts" | "matchedProducts" | "matchedPercent" | "unmatchedProducts" | "unmatchedPercent" | "categorizedProducts" | "categorizedPercent" | "brand";
                sortOrder?: "asc" | "desc" | "ASC" | "DESC";
            };
            header?: never;
            path: {
                verticalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        rows: {
                            accountId: number;
                            name: string;
                            brand?: string;
                            totalProducts: number;
                            matchedProducts: number;
                            matchedPercent: number;
                            unmatchedProducts: number;
                            unmatchedPercent: number;
                            categorizedProducts: number;
                            categorizedPercent: number;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getProductsBrandAdminSummaryByVerticalId: {
        parameters: {
            query?: {
                take?: number;
                skip?: number;
                sortBy?: "name" | "totalProducts" | "matchedProducts" | "matchedPercent" | "unmatchedProducts" | "unmatchedPercent" | "categorizedProducts" | "categorizedPercent" | "brand";
                sortOrder?: "asc" | "desc" | "ASC" | "DESC";
            };
            header?: never;
            path: {
                verticalId: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        rows: {
                            accountId: number;
                            name: string;
                            brand?: string;
                            totalProducts: number;
                            matchedProducts: number;
                            matchedPercent: number;
                            unmatchedProducts: number;
                            unmatchedPercent: number;
                            categorizedProducts: number;
                            categorizedPercent: number;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsByAccountIdWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        url: string;
                        description: string;
                        events: ("sync.run.succeeded" | "sync.run.failed" | "source.needs_reconnect" | "source.paused" | "source.resumed" | "connection.requested" | "connection.approved" | "connection.declined" | "connection.removed" | "webhook.test")[];
                        enabled: boolean;
                        createdAt: string;
                        updatedAt: string;
                        failingSince: string | null;
                        disabledAt: string | null;
                        disabledReason: string | null;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsByAccountIdWebhooks: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url: string;
                    events: ("sync.run.succeeded" | "sync.run.failed" | "source.needs_reconnect" | "source.paused" | "source.resumed" | "connection.requested" | "connection.approved" | "connection.declined" | "connection.removed" | "webhook.test")[];
                    /** @default  */
                    description?: string;
                    /** @default true */
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        url: string;
                        description: string;
                        events: ("sync.run.succeeded" | "sync.run.failed" | "source.needs_reconnect" | "source.paused" | "source.resumed" | "connection.requested" | "connection.approved" | "connection.declined" | "connection.removed" | "webhook.test")[];
                        enabled: boolean;
                        createdAt: string;
                        updatedAt: string;
                        failingSince: string | null;
                        disabledAt: string | null;
                        disabledReason: string | null;
                        secret: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteAccountsByAccountIdWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    patchAccountsByAccountIdWebhooksById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    url?: string;
                    events?: ("sync.run.succeeded" | "sync.run.failed" | "source.needs_reconnect" | "source.paused" | "source.resumed" | "connection.requested" | "connection.approved" | "connection.declined" | "connection.removed" | "webhook.test")[];
                    description?: string;
                    enabled?: boolean;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        url: string;
                        description: string;
                        events: ("sync.run.succeeded" | "sync.run.failed" | "source.needs_reconnect" | "source.paused" | "source.resumed" | "connection.requested" | "connection.approved" | "connection.declined" | "connection.removed" | "webhook.test")[];
                        enabled: boolean;
                        createdAt: string;
                        updatedAt: string;
                        failingSince: string | null;
                        disabledAt: string | null;
                        disabledReason: string | null;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsByAccountIdWebhooksByIdTest: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        messageId: string;
                        /** @enum {string} */
                        eventType: "sync.run.succeeded" | "sync.run.failed" | "source.needs_reconnect" | "source.paused" | "source.resumed" | "connection.requested" | "connection.approved" | "connection.declined" | "connection.removed" | "webhook.test";
                        attempt: number;
                        /** @enum {string} */
                        status: "succeeded" | "failed";
                        httpStatus: number | null;
                        durationMs: number;
                        error: string | null;
                        attemptedAt: string;
                        nextAttemptAt: string | null;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsByAccountIdWebhooksByIdDeliveries: {
        parameters: {
            query?: {
                take?: number;
                skip?: number;
            };
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        total: number;
                        deliveries: {
                            id: number;
                            messageId: string;
                            /** @enum {string} */
                            eventType: "sync.run.succeeded" | "sync.run.failed" | "source.needs_reconnect" | "source.paused" | "source.resumed" | "connection.requested" | "connection.approved" | "connection.declined" | "connection.removed" | "webhook.test";
                            attempt: number;
                            /** @enum {string} */
                            status: "succeeded" | "failed";
                            httpStatus: number | null;
                            durationMs: number;
                            error: string | null;
                            attemptedAt: string;
                            nextAttemptAt: string | null;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAccountsByAccountIdReportSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountId: number;
                        /** @enum {string} */
                        reportKey: "sales-overview" | "products" | "customers" | "sell-through" | "group-sales" | "group-inventory" | "brand-performance" | "market-share" | "portfolio-sales" | "overview" | "connector-health" | "data-audit";
                        reportName: string;
                        /** @enum {string} */
                        frequency: "daily" | "weekly" | "monthly";
                        hour: number;
                        timeZone: string;
                        filters: {
                            location?: string;
                            /** @enum {string} */
                            grain?: "day" | "week" | "month" | "quarter" | "year";
                        };
                        /** @enum {string|null} */
                        compare: "previous" | "lastYear" | null;
                        nextSendAt: string;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAccountsByAccountIdReportSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reportKey: "sales-overview" | "products" | "customers" | "sell-through" | "group-sales" | "group-inventory" | "brand-performance" | "market-share" | "portfolio-sales" | "overview" | "connector-health" | "data-audit";
                    /** @enum {string} */
                    frequency: "daily" | "weekly" | "monthly";
                    hour: number;
                    timeZone: string;
                    filters?: {
                        location?: string;
                        /** @enum {string} */
                        grain?: "day" | "week" | "month" | "quarter" | "year";
                    };
                    /**
                     * @default null
                     * @enum {string|null}
                     */
                    compare?: "previous" | "lastYear" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            201: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountId: number;
                        /** @enum {string} */
                        reportKey: "sales-overview" | "products" | "customers" | "sell-through" | "group-sales" | "group-inventory" | "brand-performance" | "market-share" | "portfolio-sales" | "overview" | "connector-health" | "data-audit";
                        reportName: string;
                        /** @enum {string} */
                        frequency: "daily" | "weekly" | "monthly";
                        hour: number;
                        timeZone: string;
                        filters: {
                            location?: string;
                            /** @enum {string} */
                            grain?: "day" | "week" | "month" | "quarter" | "year";
                        };
                        /** @enum {string|null} */
                        compare: "previous" | "lastYear" | null;
                        nextSendAt: string;
                        createdAt: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteAccountsByAccountIdReportSubscriptionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Deleted */
            204: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": null;
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    patchAccountsByAccountIdReportSubscriptionsById: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
                id: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    /** @enum {string} */
                    reportKey?: "sales-overview" | "products" | "customers" | "sell-through" | "group-sales" | "group-inventory" | "brand-performance" | "market-share" | "portfolio-sales" | "overview" | "connector-health" | "data-audit";
                    /** @enum {string} */
                    frequency?: "daily" | "weekly" | "monthly";
                    hour?: number;
                    timeZone?: string;
                    filters?: {
                        location?: string;
                        /** @enum {string} */
                        grain?: "day" | "week" | "month" | "quarter" | "year";
                    };
                    /** @enum {string|null} */
                    compare?: "previous" | "lastYear" | null;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountId: number;
                        /** @enum {string} */
                        reportKey: "sales-overview" | "products" | "customers" | "sell-through" | "group-sales" | "group-inventory" | "brand-performance" | "market-share" | "portfolio-sales" | "overview" | "connector-health" | "data-audit";
                        reportName: string;
                        /** @enum {string} */
                        frequency: "daily" | "weekly" | "monthly";
                        hour: number;
                        timeZone: string;
                        filters: {
                            location?: string;
                            /** @enum {string} */
                            grain?: "day" | "week" | "month" | "quarter" | "year";
                        };
                        /** @enum {string|null} */
                        compare: "previous" | "lastYear" | null;
                        nextSendAt: string;
                        createdAt: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getUserReportSubscriptions: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        accountId: number;
                        /** @enum {string} */
                        reportKey: "sales-overview" | "products" | "customers" | "sell-through" | "group-sales" | "group-inventory" | "brand-performance" | "market-share" | "portfolio-sales" | "overview" | "connector-health" | "data-audit";
                        reportName: string;
                        /** @enum {string} */
                        frequency: "daily" | "weekly" | "monthly";
                        hour: number;
                        timeZone: string;
                        filters: {
                            location?: string;
                            /** @enum {string} */
                            grain?: "day" | "week" | "month" | "quarter" | "year";
                        };
                        /** @enum {string|null} */
                        compare: "previous" | "lastYear" | null;
                        nextSendAt: string;
                        createdAt: string;
                        accountName: string;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminReportSubscriptionsSendNow: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        sent: number;
                        alreadySent: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminEmailList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        typeId: number;
                        name: string;
                        vertical: string | null;
                        verticalId: string | null;
                        duplicateName: boolean;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminEmailList: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    name: string;
                    verticalId: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        typeId: number;
                        name: string;
                        vertical: string | null;
                        verticalId: string | null;
                        duplicateName: boolean;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminEmailListTypeIdByTypeIdEmails: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                typeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        type: string;
                        addedByProduct: boolean;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getAdminEmailListTypeIdByTypeIdUnsubscribes: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                typeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        createdAt: string;
                    }[];
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminEmailListTypeIdByTypeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                typeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                    type: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        email: string;
                        type: string;
                        addedByProduct: boolean;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteAdminEmailListTypeIdByTypeId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                typeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    deleteAdminEmailListTypeIdByTypeIdUnsubscribe: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                typeId: number;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/json": {
                    email: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                        message: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminEmailListTypeIdByTypeIdFiles: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                typeId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        added: number;
                        skipped: number;
                        errors: {
                            line: number;
                            message: string;
                        }[];
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postAdminReportsImages: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        id: number;
                        width: number;
                        height: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postProductsFilesBrandByAccountId: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                accountId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        products: number;
                        added: number;
                        updated: number;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not signed in, or the session or API key is expired, revoked or unknown */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    getReportSubscriptionsUnsubscribeByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        reportName: string;
                        accountName: string;
                        frequency: string;
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
    postReportSubscriptionsUnsubscribeByToken: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                token: string;
            };
            cookie?: never;
        };
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": {
                    "List-Unsubscribe"?: string;
                };
                "multipart/form-data": {
                    "List-Unsubscribe"?: string;
                };
                "application/json": {
                    "List-Unsubscribe"?: string;
                };
            };
        };
        responses: {
            /** @description Default Response */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": {
                        /** @enum {string} */
                        status: "Success";
                    };
                };
            };
            /** @description Bad input: `fields` names what to fix */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Not allowed for this caller (or this API key scope) */
            403: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description No such record, or not one this caller may see */
            404: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is too large */
            413: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The URL is too long */
            414: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The body is of a content type this call does not read */
            415: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description Too many calls: wait the seconds in Retry-After */
            429: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description The request headers are too large */
            431: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
            /** @description A fault of the server: the message carries the request id to quote */
            500: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ErrorAnswer"];
                };
            };
        };
    };
}
