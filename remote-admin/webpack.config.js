const { createWebpackConfig } = require('@sge/shared/webpack');

module.exports = createWebpackConfig({
  name: 'admin',
  dir: __dirname,
  exposes: {
    './UsersPage': './src/pages/users-page.tsx',
    './CategoriesPage': './src/pages/categories-page.tsx',
    './ServiceCatalogPage': './src/pages/service-catalog-page.tsx',
    './PaymentGatewaysPage': './src/pages/payment-gateways-page.tsx',
    './SystemSettingsPage': './src/pages/system-settings-page.tsx'
  },
});
