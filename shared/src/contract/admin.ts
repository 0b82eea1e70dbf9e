/** Contract of the admin area: users, financial categories, service catalogue, payment gateways and system settings. */
export {};
