-- The control center's own choice whether its administrators must sign in with a second factor; null follows
-- REQUIRE_TWO_FACTOR_FOR_ADMINS.
ALTER TABLE "control_center_settings" ADD COLUMN "require_two_factor_for_admins" boolean;
