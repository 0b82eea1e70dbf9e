/** Contract of the registration area: invitation links, public pre-registration and registration requests. */
export {};
