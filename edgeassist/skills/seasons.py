"""The equinoxes and solstices (the astronomical starts of the seasons), computed with Meeus'
method (Astronomical Algorithms, 2nd ed., chapter 27: the mean instant of each, corrected by 24
periodic terms; good to about a minute for the years 1000-3000). For the named days of holiday.py:
"the summer solstice", "the first day of spring", "the shortest day of the year".
"""
from __future__ import annotations

import datetime as dt
import functools
import math

# mean instants (JDE) for Y = (year - 2000) / 1000: March equinox, June solstice, September equinox, December solstice
_MEAN = ((2451623.80984, 365242.37404, 0.05169, -0.00411, -0.00057),
         (2451716.56767, 365241.62603, 0.00325, 0.00888, -0.00030),
         (2451810.21715, 365242.01767, -0.11575, 0.00337, 0.00078),
         (2451900.05952, 365242.74049, -0.06223, -0.00823, 0.00032))
_TERMS = ((485, 324.96, 1934.136), (203, 337.23, 32964.467), (199, 342.08, 20.186), (182, 27.85, 445267.112),
          (156, 73.14, 45036.886), (136, 171.52, 22518.443), (77, 222.54, 65928.934), (74, 296.72, 3034.906),
          (70, 243.58, 9037.513), (58, 119.81, 33718.147), (52, 297.17, 150.678), (50, 21.02, 2281.226),
          (45, 247.54, 29929.562), (44, 325.15, 31555.956), (29, 60.93, 4443.417), (18, 155.12, 67555.328),
          (17, 288.79, 4562.452), (16, 198.04, 62894.029), (14, 199.76, 31436.921), (12, 95.39, 14577.848),
          (12, 287.11, 31931.756), (12, 320.81, 34777.259), (9, 227.73, 1222.114), (8, 15.45, 16859.074))
NAMES = ("The March equinox", "The June solstice", "The September equinox", "The December solstice")


def instant(year: int, which: int) -> dt.datetime:
    """The moment (UTC) of the March equinox (0), June solstice (1), September equinox (2) or December
    solstice (3) of year."""
    y = (year - 2000) / 1000
    a = _MEAN[which]
    jde0 = a[0] + a[1] * y + a[2] * y ** 2 + a[3] * y ** 3 + a[4] * y ** 4
    t = (jde0 - 2451545.0) / 36525
    w = math.radians(35999.373 * t - 2.47)
    dl = 1 + 0.0334 * math.cos(w) + 0.0007 * math.cos(2 * w)
    s = sum(a_ * math.cos(math.radians(b + c * t)) for a_, b, c in _TERMS)
    jde = jde0 + 0.00001 * s / dl
    # JDE is Terrestrial Time, ~69 s ahead of UTC today: well under the minute the method is good to
    return dt.datetime(2000, 1, 1, 12, tzinfo=dt.timezone.utc) + dt.timedelta(days=jde - 2451545.0, seconds=-69)


def day(year: int, which: int, tz=None) -> dt.date:
    """Its date where the place is (tz), else in UTC."""
    at = instant(year, which)
    return (at.astimezone(tz) if tz is not None else at).date()


@functools.lru_cache(maxsize=64)
def country_zone(country: str) -> tuple[object | None, bool]:
    """(the first time zone tzdata's zone.tab lists for the country, whether it lies south of the equator);
    (None, False) when it lists none (the seasons are then told in UTC, for the north)."""
    from zoneinfo import ZoneInfo
    try:
        for line in open("/usr/share/zoneinfo/zone.tab", encoding="utf-8"):
            parts = line.split("\t")
            if len(parts) >= 3 and parts[0] == country.upper():
                return ZoneInfo(parts[2].strip()), parts[1].startswith("-")
    except (OSError, ValueError):
        pass
    return None, False


def named(country: str) -> dict:
    """{name: rule year -> date} of the seasons' starts as the country says them (its hemisphere's)."""
    tz, south = country_zone(country)
    out = {name: (lambda y, w=w: day(y, w, tz)) for w, name in enumerate(NAMES)}
    for season, north in (("Spring", 0), ("Summer", 1), ("Autumn", 2), ("Winter", 3)):
        w = (north + 2) % 4 if south else north
        out[f"The first day of {season.lower()}"] = lambda y, w=w: day(y, w, tz)
    out["The longest day of the year"] = lambda y: day(y, 3 if south else 1, tz)
    out["The shortest day of the year"] = lambda y: day(y, 1 if south else 3, tz)
    return out
