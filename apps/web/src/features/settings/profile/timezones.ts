import { PROFILE_TIMEZONES, type ProfileTimezone } from '@portal/contract/profile';

export interface TimezoneOption {
  zone: ProfileTimezone;
  /** "(GMT+01:00) Vienna": the offset the zone has at `at`, so summer time is right. */
  label: string;
  offsetMinutes: number;
}

/** "GMT+01:00" (or "GMT" for UTC itself) as the zone's offset at `at`. */
export function gmtOffsetOf(zone: string, at: Date): string {
  const part = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' })
    .formatToParts(at)
    .find((entry) => entry.type === 'timeZoneName');
  const offset = part?.value ?? 'GMT';
  return offset === 'GMT' ? 'GMT+00:00' : offset;
}

const minutesOf = (offset: string) => {
  const match = /GMT([+-])(\d{2}):(\d{2})/.exec(offset);
  if (!match) return 0;
  const minutes = Number(match[2]) * 60 + Number(match[3]);
  return match[1] === '-' ? -minutes : minutes;
};

const placeOf = (zone: string) => (zone.split('/').pop() ?? zone).replaceAll('_', ' ');

/** The profile's zones, west to east, labelled with their offset at `at`. */
export function timezoneOptions(at: Date): TimezoneOption[] {
  return PROFILE_TIMEZONES.map((zone) => {
    const offset = gmtOffsetOf(zone, at);
    return { zone, label: `(${offset}) ${placeOf(zone)}`, offsetMinutes: minutesOf(offset) };
  }).sort((a, b) => a.offsetMinutes - b.offsetMinutes || a.label.localeCompare(b.label));
}
