/**
 * Opening hours of crisis lines: ./zone (wall-clock arithmetic in a time zone), ./schedule
 * (openings, closures, whether a line is open now), ./wording (the hours in words for
 * visitors) and ./admin (the hours as editors read them). What the rest of the site uses:
 */
export {
  describeClosure,
  describeOpening,
  dayLabel,
  TIME_ZONE_NAMES,
  timeOfDayProblem,
} from './admin'
export {
  type Closure,
  closureDay,
  closureDays,
  type Hours,
  type OpenSchedule,
  openSchedule,
  type OpenState,
  openState,
  openStateFromSchedule,
  type WeeklyOpening,
} from './schedule'
export {
  describeOpenState,
  describeWeeklyHours,
  formatClock,
  type Language,
  upcomingClosures,
} from './wording'
export {
  DAYS_OF_WEEK,
  type DayOfWeek,
  DEFAULT_TIME_ZONE,
  isTimeOfDay,
  isValidTimeZone,
  minuteOfWeek,
  TIME_OF_DAY,
  TIME_ZONES,
  zoneAbbreviation,
  zonedWallTimeToInstant,
} from './zone'
