const { createWebpackConfig } = require('@sge/shared/webpack');

module.exports = createWebpackConfig({
  name: 'events',
  dir: __dirname,
  exposes: {
    './EventsPage': './src/pages/events-page.tsx',
    './EventsTestPage': './src/pages/events-test-page.tsx',
    './EventDayManagementTestPage': './src/pages/event-day-management-test-page.tsx'
  },
});
