// Server tests run in node; nothing global beyond a quiet, deterministic environment.
process.env.TZ = 'UTC';
