const { createWebpackConfig } = require('@sge/shared/webpack');

module.exports = createWebpackConfig({
  name: 'financial',
  dir: __dirname,
  exposes: {
    './BudgetsPage': './src/pages/budgets-page.tsx',
    './AccountsPayablePage': './src/pages/accounts-payable-page.tsx',
    './AccountsReceivablePage': './src/pages/accounts-receivable-page.tsx',
    './RecurringAccountsPage': './src/pages/recurring-accounts-page.tsx',
    './CashFlowPage': './src/pages/cash-flow-page.tsx',
    './DefaultersPage': './src/pages/defaulters-page.tsx',
    './ChartsPage': './src/pages/charts-page.tsx',
    './DashboardKpis': './src/features/reports/components/dashboard-kpis.tsx',
    './PaymentRequestsPage': './src/pages/payment-requests-page.tsx',
    './PayoutBatchPage': './src/pages/payout-batch-page.tsx'
  },
});
