// This repository's layers (docs/adr/0013-layers.md). A file belongs to the first layer whose patterns
// match it; a layer may import itself and the layers in its `may` list, and with import() also those in
// `lazy`. In a layer with `sections`, a section imports another section only through that section's
// public files or a shared section.

const CONTRACTS = 'contracts';
const DB = 'db';
const IDP = 'idp';

const WEB = 'apps/web/src';
const SERVER = 'apps/server/src';

export const REPOSITORY_LAYERS = {
  sourceFolders: ['packages/contracts/src', 'packages/db/src', 'apps/idp/src', SERVER, WEB],
  packageFolders: ['packages/contracts', 'packages/db', 'apps/idp', 'apps/server', 'apps/web'],
  // Every import counts, import() too: a lazy chunk that imports its importer back is still one loop of files.
  cycleKinds: ['static', 'type', 'dynamic'],
  // Cycles shown as warnings until their owners break them; an entry with no cycle left fails, so it goes.
  pendingCycles: [],
  layers: [
    // Tests sit above everything they test: they may import any layer, and nothing imports them.
    {
      name: 'tests',
      files: ['**/*.test.{ts,tsx}', '**/test-support/**', `${WEB}/app/test-support.ts`, `${WEB}/test-setup.ts`, `${WEB}/sections/*/tests/**`],
      may: '*',
    },

    // Packages: contracts is the bottom of everything; db knows contracts; the identity provider knows both.
    { name: CONTRACTS, files: ['packages/contracts/src/**'], may: [] },
    { name: DB, files: ['packages/db/src/**'], may: [CONTRACTS] },
    { name: IDP, files: ['apps/idp/src/**'], may: [CONTRACTS, DB] },

    // Server: lib → plugins → core → modules → app.
    {
      name: 'server-lib',
      files: [`${SERVER}/lib/**`, `${SERVER}/routes.ts`, `${SERVER}/logger.ts`],
      may: [CONTRACTS, DB, IDP],
    },
    {
      name: 'server-plugins',
      files: [`${SERVER}/plugins/**`, `${SERVER}/config.ts`, `${SERVER}/deployment.ts`],
      may: ['server-lib', CONTRACTS, DB, IDP],
    },
    // The ordering core (docs/adr/0035-ordering-core.md): what every ordering area shares, placing an order, the
    // cart store, AAC access and the app's clock, origin and emailed links, and the approval engine (ADR 0036). It
    // names no area.
    {
      name: 'server-core',
      files: [`${SERVER}/core/**`],
      may: ['server-plugins', 'server-lib', CONTRACTS, DB, IDP],
    },
    {
      name: 'server-modules',
      files: [`${SERVER}/modules/**`],
      may: ['server-core', 'server-plugins', 'server-lib', CONTRACTS, DB, IDP],
      sections: {
        under: `${SERVER}/modules`,
        shared: [],
        // The files of an area that other areas may use; everything else in an area is its own.
        public: {
          // Sign-in merges the guest cart; checkout and FEDSTRIP use funds control's drafts and queries (a frozen cart's
          // return moved to core/cart/frozen-cart.ts, ADR 0036).
          cart: ['merge.ts', 'funds-draft.ts', 'funds-queries.ts', 'funds-review.ts'],
          catalog: ['reference.ts'],
          // Parked carts bring FEDSTRIP requisitions back through restore.ts.
          fedstrip: ['order-requisitions.ts', 'restore.ts', 'approval-requisitions.ts'],
          login: ['sign-in-session.ts'],
          parkcart: ['save-parkcart.ts'],
          profile: ['account/payment-store.ts', 'account/codes-store.ts'],
          // Other areas search with the one engine (department/main_search) through this service.
          search: ['service.ts'],
          // Who may use a restricted store: the dhs pages and sign-in ask it (ADR 0016).
          vs: ['membership.ts'],
          // Order history reads a punchout session's organization's orders (ADR 0014); contractor documents read
          // cXML with punchout's safe reader and answer with its writer (ADR 0033); purchase orders out write their
          // OrderRequest with its builder and read the answers with its parser and readers (ADR 0032).
          punchout: ['history-owner.ts', 'cxml-parse.ts', 'cxml-build.ts', 'cxml-read.ts'],
          // Contractor documents move orders through the one status change (ADR 0033); a purchase order by email
          // carries the order's PDF (ADR 0032).
          orderhistory: ['status.ts', 'order-pdf.ts', 'reads.ts'],
          // An order cancelled on our side queues its cancellation to the contractor in the same statement (ADR 0032).
          purchaseorders: ['cancel-delivery.ts'],
          // The contractor credential: catalog uploads authenticate with it, later contractor documents too (ADR 0029).
          contractor: ['credentials.ts', 'auth-failures.ts'],
          // Checkout holds a state or local order for the supervisor; registration answers the new
          // member's container (newUserContainer) with user_container's own reading.
          state: ['authorization-hold.ts', 'user-container.ts'],
        },
      },
    },
    {
      name: 'server-app',
      // app.ts, server.ts and any other file at the root not placed lower above (the process's own setup).
      files: [`${SERVER}/*.ts`, `${SERVER}/openapi/**`],
      may: ['server-modules', 'server-core', 'server-plugins', 'server-lib', CONTRACTS, DB, IDP],
    },

    // Web: one folder of apps/web/src per layer, lib → kit → shell → sections → app (with the table of screens).
    {
      name: 'web-lib',
      files: [`${WEB}/lib/**`],
      may: [CONTRACTS],
    },
    {
      name: 'web-kit',
      files: [`${WEB}/kit/**`],
      may: ['web-lib', CONTRACTS],
    },
    {
      name: 'web-shell',
      files: [`${WEB}/shell/**`],
      may: ['web-kit', 'web-lib', CONTRACTS],
    },
    {
      name: 'web-sections',
      files: [`${WEB}/sections/*/**`],
      may: ['web-shell', 'web-kit', 'web-lib', CONTRACTS],
      sections: {
        under: `${WEB}/sections`,
        shared: ['common', 'shared-vs'],
        public: {
          // The quantity field adds to the cart from catalog and search pages.
          cart: ['QuantityField.tsx'],
          // Registration ends on the same access-denied page as sign-in.
          login: ['AccessDenied.tsx'],
        },
      },
    },
    {
      name: 'web-app',
      // The entry (main.tsx), the router, and the table of screens (which section's chunk answers a path, one registry
      // file per section under app/registry), which the router provides to the shell through kit/interpreter/screens-port.ts.
      files: [`${WEB}/app/**`],
      may: ['web-sections', 'web-shell', 'web-kit', 'web-lib', CONTRACTS],
    },
  ],
};
