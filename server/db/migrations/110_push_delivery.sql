-- SET-11: real push delivery. The language a device's notifications are worded in, and the sign-in family that
-- registered it: when that session ends (logout, ended from another device, ban) the device takes no more
-- notifications of the member.
ALTER TABLE push_devices ADD COLUMN language text NOT NULL DEFAULT 'en';
ALTER TABLE push_devices ADD COLUMN family_id text;
CREATE INDEX push_devices_by_family ON push_devices (family_id);
