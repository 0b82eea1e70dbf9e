const { createWebpackConfig } = require('@sge/shared/webpack');

module.exports = createWebpackConfig({
  name: 'inventory',
  dir: __dirname,
  exposes: {
    './InventoryOverviewPage': './src/pages/inventory-overview-page.tsx',
    './InventoryTransactionsPage': './src/pages/inventory-transactions-page.tsx',
    './InventoryReportsPage': './src/pages/inventory-reports-page.tsx'
  },
});
