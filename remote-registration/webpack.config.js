const { createWebpackConfig } = require('@sge/shared/webpack');

module.exports = createWebpackConfig({
  name: 'registration',
  dir: __dirname,
  exposes: {
    './EmployeesPage': './src/pages/employees-page.tsx',
    './EmployeesTestPage': './src/pages/employees-test-page.tsx',
    './RegisterPage': './src/pages/register-page.tsx',
    './PreRegistrationPage': './src/pages/pre-registration-page.tsx',
    './RegistrationRequestsPage': './src/pages/registration-requests-page.tsx',
    './InvitationsPage': './src/pages/invitations-page.tsx'
  },
});
