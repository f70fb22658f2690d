#!/usr/bin/env python3
"""
RFC 5545 check of calendar files with libical 3 (the iCalendar library of GNOME Evolution):
each file must parse, and every component must meet RFC 5545's property rules (required and
at-most-once properties: libical's check_restrictions), with no X-LIC-ERROR left by the parser.
Value syntax and recurrence are read back by ical.js in tests/unit/events-ics.test.ts; this is
the structural check an online validator makes, for a machine without internet.

Needs Debian's gir1.2-ical-3.0 and python3-gi (apt-get install -y gir1.2-ical-3.0 python3-gi).
Usage: /usr/bin/python3 scripts/ics-check.py FILE.ics... (docs/decisions/0016-events-calendars.md)
"""
import sys

import gi

gi.require_version("ICalGLib", "3.0")
from gi.repository import ICalGLib as I  # noqa: E402


def errors_of(component):
    found = []
    prop = component.get_first_property(I.PropertyKind.XLICERROR_PROPERTY)
    while prop is not None:
        found.append(prop.as_ical_string().strip())
        prop = component.get_next_property(I.PropertyKind.XLICERROR_PROPERTY)
    child = component.get_first_component(I.ComponentKind.ANY_COMPONENT)
    while child is not None:
        found += errors_of(child)
        child = component.get_next_component(I.ComponentKind.ANY_COMPONENT)
    return found


failed = 0
for path in sys.argv[1:]:
    with open(path, encoding="utf-8") as f:
        calendar = I.Component.new_from_string(f.read())
    if calendar is None:
        print(f"NOT READ {path}")
        failed += 1
        continue
    calendar.check_restrictions()
    errors = errors_of(calendar)
    print(("valid   " if not errors else "INVALID ") + path)
    for error in errors:
        print(f"    {error}")
    failed += bool(errors)
sys.exit(1 if failed else 0)
