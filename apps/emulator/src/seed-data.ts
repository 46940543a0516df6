/**
 * What the emulated Power BI tenant and Azure subscription contain. The server's demo seed and the
 * browser-test fixtures import these identifiers so that the portal's records point at real
 * (emulated) objects.
 */

/** The demo directory: one application, as a Power BI embedding customer would register it. */
export const DEMO_APP = {
  tenantId: '00000000-0000-4000-8000-000000000001',
  clientId: '00000000-0000-4000-8000-0000000000a1',
  clientSecret: 'emulator-secret',
} as const;

/** The Azure subscription and resource group that hold the demo capacity. */
export const DEMO_SUBSCRIPTION_ID = '00000000-0000-4000-8000-00000000c0de';
export const DEMO_RESOURCE_GROUP = 'mirante-demo';

export interface SeedCapacity {
  /** Power BI's capacity id (what `capacityId` of a workspace holds). */
  id: string;
  /** The ARM resource name (Microsoft.PowerBIDedicated/capacities/{name}). */
  name: string;
  subscriptionId: string;
  resourceGroup: string;
  location: string;
  sku: { name: string; tier: string };
  /** ARM provisioning state at start: running capacities are `Succeeded`. */
  state: 'Succeeded' | 'Paused';
  administrators: string[];
}

export const DEMO_CAPACITY: SeedCapacity = {
  id: '0c000000-0000-4000-8000-000000000001',
  name: 'miranteembedded',
  subscriptionId: DEMO_SUBSCRIPTION_ID,
  resourceGroup: DEMO_RESOURCE_GROUP,
  location: 'Brazil South',
  sku: { name: 'A1', tier: 'PBIE_Azure' },
  state: 'Succeeded',
  administrators: ['admin@mirante.example'],
};

/** A second capacity, with no workspace on it, that the task scheduler's browser test pauses. */
export const SCHEDULER_CAPACITY: SeedCapacity = {
  id: '0c000000-0000-4000-8000-000000000002',
  name: 'mirantescheduler',
  subscriptionId: DEMO_SUBSCRIPTION_ID,
  resourceGroup: DEMO_RESOURCE_GROUP,
  location: 'Brazil South',
  sku: { name: 'A1', tier: 'PBIE_Azure' },
  state: 'Succeeded',
  administrators: ['admin@mirante.example'],
};

export interface SeedWorkspace {
  id: string;
  name: string;
  /** Capacity the workspace is assigned to, or null for shared capacity. */
  capacityId: string | null;
}

export const WORKSPACE_IDS = {
  commercial: '1a000000-0000-4000-8000-000000000001',
  operations: '1a000000-0000-4000-8000-000000000002',
} as const;

export const SEED_WORKSPACES: SeedWorkspace[] = [
  { id: WORKSPACE_IDS.commercial, name: 'Commercial', capacityId: DEMO_CAPACITY.id },
  { id: WORKSPACE_IDS.operations, name: 'Operations', capacityId: null },
];

export type RefreshStatus = 'Completed' | 'Failed' | 'Unknown';

export interface SeedRefresh {
  requestId: string;
  refreshType: 'Scheduled' | 'OnDemand' | 'ViaApi';
  startTime: string;
  endTime?: string;
  status: RefreshStatus;
  serviceExceptionJson?: string;
}

export interface SeedDataset {
  id: string;
  name: string;
  workspaceId: string;
  /** Row-level security roles; a dataset with roles needs an effective identity in embed tokens. */
  roles: { name: string; region: Region }[];
  /** Most recent first, as the service lists them. */
  refreshes: SeedRefresh[];
}

export const DATASET_IDS = {
  sales: '2d000000-0000-4000-8000-000000000001',
  operations: '2d000000-0000-4000-8000-000000000002',
  finance: '2d000000-0000-4000-8000-000000000003',
} as const;

export const REGIONS = ['North', 'South', 'East'] as const;
export type Region = (typeof REGIONS)[number];
export const PRODUCTS = ['Alpha', 'Beta', 'Gamma'] as const;
export const MONTHS = ['2026-01', '2026-02', '2026-03', '2026-04', '2026-05', '2026-06'] as const;

/** RLS roles of the sales dataset: each keeps only the rows of one region. */
export const RLS_ROLES = { north: 'North', south: 'South' } as const;

export const SEED_DATASETS: SeedDataset[] = [
  {
    id: DATASET_IDS.sales,
    name: 'Sales',
    workspaceId: WORKSPACE_IDS.commercial,
    roles: [
      { name: RLS_ROLES.north, region: 'North' },
      { name: RLS_ROLES.south, region: 'South' },
    ],
    refreshes: [
      {
        requestId: '3e000000-0000-4000-8000-000000000011',
        refreshType: 'Scheduled',
        startTime: '2026-11-21T06:00:00.000Z',
        endTime: '2026-11-21T06:04:12.000Z',
        status: 'Completed',
      },
      {
        requestId: '3e000000-0000-4000-8000-000000000012',
        refreshType: 'Scheduled',
        startTime: '2026-11-20T06:00:00.000Z',
        endTime: '2026-11-20T06:01:03.000Z',
        status: 'Failed',
        serviceExceptionJson: '{"errorCode":"ModelRefreshFailed_CredentialsNotSpecified"}',
      },
    ],
  },
  {
    id: DATASET_IDS.operations,
    name: 'Operations',
    workspaceId: WORKSPACE_IDS.operations,
    roles: [],
    refreshes: [
      {
        requestId: '3e000000-0000-4000-8000-000000000021',
        refreshType: 'OnDemand',
        startTime: '2026-11-21T09:30:00.000Z',
        endTime: '2026-11-21T09:31:40.000Z',
        status: 'Completed',
      },
    ],
  },
  {
    id: DATASET_IDS.finance,
    name: 'Finance',
    workspaceId: WORKSPACE_IDS.operations,
    roles: [],
    refreshes: [
      {
        requestId: '3e000000-0000-4000-8000-000000000031',
        refreshType: 'Scheduled',
        startTime: '2026-11-21T03:00:00.000Z',
        endTime: '2026-11-21T03:00:41.000Z',
        status: 'Failed',
        serviceExceptionJson: '{"errorCode":"ModelRefresh_ShortMessage_ProcessingError"}',
      },
    ],
  },
];

/** What a report page draws: a KPI row plus one chart or table. */
export type PageVisual = 'kpis' | 'byMonth' | 'byRegion' | 'byProduct' | 'table';

export interface SeedPage {
  /** Internal page name (Power BI's `ReportSection…` style). */
  name: string;
  displayName: string;
  visuals: PageVisual[];
  /** The page has a mobile layout (Power BI's phone layout) besides its master layout. */
  mobileLayout?: boolean;
}

export interface SeedReport {
  id: string;
  name: string;
  workspaceId: string;
  datasetId: string;
  pages: SeedPage[];
}

export const REPORT_IDS = {
  salesOverview: '4b000000-0000-4000-8000-000000000001',
  regional: '4b000000-0000-4000-8000-000000000002',
  operations: '4b000000-0000-4000-8000-000000000003',
  finance: '4b000000-0000-4000-8000-000000000004',
} as const;

export const SEED_REPORTS: SeedReport[] = [
  {
    id: REPORT_IDS.salesOverview,
    name: 'Sales overview',
    workspaceId: WORKSPACE_IDS.commercial,
    datasetId: DATASET_IDS.sales,
    pages: [
      { name: 'ReportSection1', displayName: 'Overview', visuals: ['kpis', 'byMonth'], mobileLayout: true },
      { name: 'ReportSection2', displayName: 'By region', visuals: ['kpis', 'byRegion'], mobileLayout: true },
      { name: 'ReportSection3', displayName: 'By product', visuals: ['kpis', 'byProduct', 'table'] },
    ],
  },
  {
    id: REPORT_IDS.regional,
    name: 'Regional performance',
    workspaceId: WORKSPACE_IDS.commercial,
    datasetId: DATASET_IDS.sales,
    pages: [
      { name: 'ReportSection1', displayName: 'Regions', visuals: ['kpis', 'byRegion'] },
      { name: 'ReportSection2', displayName: 'Detail', visuals: ['table'] },
    ],
  },
  {
    id: REPORT_IDS.operations,
    name: 'Operations',
    workspaceId: WORKSPACE_IDS.operations,
    datasetId: DATASET_IDS.operations,
    pages: [
      { name: 'ReportSection1', displayName: 'Throughput', visuals: ['kpis', 'byMonth'], mobileLayout: true },
      { name: 'ReportSection2', displayName: 'Products', visuals: ['byProduct', 'table'] },
    ],
  },
  {
    id: REPORT_IDS.finance,
    name: 'Finance summary',
    workspaceId: WORKSPACE_IDS.operations,
    datasetId: DATASET_IDS.finance,
    pages: [{ name: 'ReportSection1', displayName: 'Summary', visuals: ['kpis', 'byRegion'] }],
  },
];

export interface SalesRow {
  month: string;
  region: Region;
  product: string;
  revenue: number;
  units: number;
}

/** The sample rows every report draws from: fixed, so figures are the same on every run. */
export const SAMPLE_ROWS: SalesRow[] = MONTHS.flatMap((month, m) =>
  REGIONS.flatMap((region, r) =>
    PRODUCTS.map((product, p) => {
      const units = 40 + ((m * 7 + r * 13 + p * 5) % 23) * 3 + r * 10;
      const price = 120 + p * 45;
      return { month, region, product, revenue: units * price, units };
    }),
  ),
);

/** The rows a set of RLS roles lets through (a dataset without roles: every row). */
export function rowsForRoles(datasetId: string, roles: string[]): SalesRow[] {
  const dataset = SEED_DATASETS.find((d) => d.id === datasetId);
  if (!dataset || dataset.roles.length === 0) return SAMPLE_ROWS;
  const regions = new Set(
    dataset.roles.filter((role) => roles.includes(role.name)).map((role) => role.region),
  );
  return SAMPLE_ROWS.filter((row) => regions.has(row.region));
}
