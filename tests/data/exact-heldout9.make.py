#!/usr/bin/env python3
"""exact-heldout9: ninth held-out set of questions with independently computed answers.

Written by a helper session that did not read the project's code or any other data set
(only exact-heldout.README.md and exact-heldout7.README.md, for schema and conventions).
This script imports nothing from the project. It holds the questions, computes every
expected answer with well-kept libraries (holidays, python-dateutil, astral, zoneinfo,
nltk's WordNet reader on Debian's /usr/share/wordnet) or plain arithmetic with exact unit
factors, and writes exact-heldout9.jsonl next to itself.

Regenerate:
    python3 -m venv /tmp/heldout9-venv
    /tmp/heldout9-venv/bin/pip install holidays python-dateutil astral nltk
    apt-get install -y wordnet-base
    /tmp/heldout9-venv/bin/python tests/data/exact-heldout9.make.py
"""
import atexit
import calendar
import datetime as dt
import json
import os
import shutil
import tempfile
import warnings
from zoneinfo import ZoneInfo

import holidays
from astral import LocationInfo
from astral.sun import sun
from dateutil.easter import EASTER_ORTHODOX, easter
from dateutil.relativedelta import FR, MO, SA, SU, TH, WE, relativedelta

warnings.filterwarnings("ignore")

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "exact-heldout9.jsonl")

# ---------------------------------------------------------------- fixed situation
NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, 0, tzinfo=NY)
TODAY = NOW.date()
assert TODAY.weekday() == 4  # Friday
NYC = LocationInfo("New York", "USA", "America/New_York", 40.7128, -74.0060)

WEEKDAYS = list(calendar.day_name)  # Monday ... Sunday

ITEMS = []


def add(group, q, kind="answer", slip=False, **expect):
    assert group in GROUPS, group
    assert kind in ("answer", "cannot")
    if slip:
        # speech-recogniser style: lower case, no punctuation except apostrophes inside words
        assert q == q.lower(), q
        assert not any(c in q for c in "?!,;:\"") and not q.endswith("."), q
        assert not any(c.isdigit() for c in q), q
    for k in expect:
        assert k in ("contains", "number", "tol", "date", "weekday", "time", "tol_min", "days",
                     "letters", "gloss", "glosses", "synonyms", "names"), k
    if kind == "cannot":
        assert set(expect) <= {"names"}, expect
    ITEMS.append({"group": group, "q": q, "kind": kind, "slip": slip, "expect": expect})


GROUPS = ["holidays", "dates", "worldclock", "sun", "units", "spelling", "words", "calc"]


def iso(d):
    return d.isoformat()


def wd(d):
    return WEEKDAYS[d.weekday()]


def r6(x):
    x = round(float(x), 6)
    if x == int(x):
        return int(x)
    return x


def days_from_today(d):
    return (d - TODAY).days


# ================================================================ holidays
def nth(y, m, weekday, n):
    """n-th weekday (relativedelta weekday, n >= 1) of month m; n = -1 for the last one."""
    if n > 0:
        return dt.date(y, m, 1) + relativedelta(weekday=weekday(n))
    return dt.date(y, m, 1) + relativedelta(day=31, weekday=weekday(-1))


def observed(d):
    if d.weekday() == 5:
        return d - dt.timedelta(days=1)
    if d.weekday() == 6:
        return d + dt.timedelta(days=1)
    return d


RULES = {
    "new_year": lambda y: dt.date(y, 1, 1),
    "mlk": lambda y: nth(y, 1, MO, 3),
    "presidents": lambda y: nth(y, 2, MO, 3),
    "memorial": lambda y: nth(y, 5, MO, -1),
    "juneteenth": lambda y: dt.date(y, 6, 19),
    "independence": lambda y: dt.date(y, 7, 4),
    "labor": lambda y: nth(y, 9, MO, 1),
    "columbus": lambda y: nth(y, 10, MO, 2),
    "veterans": lambda y: dt.date(y, 11, 11),
    "thanksgiving": lambda y: nth(y, 11, TH, 4),
    "christmas": lambda y: dt.date(y, 12, 25),
    # not federal
    "christmas_eve": lambda y: dt.date(y, 12, 24),
    "nye": lambda y: dt.date(y, 12, 31),
    "black_friday": lambda y: nth(y, 11, TH, 4) + dt.timedelta(days=1),
    "valentine": lambda y: dt.date(y, 2, 14),
    "st_patrick": lambda y: dt.date(y, 3, 17),
    "groundhog": lambda y: dt.date(y, 2, 2),
    "april_fools": lambda y: dt.date(y, 4, 1),
    "earth_day": lambda y: dt.date(y, 4, 22),
    "cinco": lambda y: dt.date(y, 5, 5),
    "halloween": lambda y: dt.date(y, 10, 31),
    "mothers": lambda y: nth(y, 5, SU, 2),
    "fathers": lambda y: nth(y, 6, SU, 3),
    "easter": lambda y: easter(y),
    "good_friday": lambda y: easter(y) - dt.timedelta(days=2),
    "palm_sunday": lambda y: easter(y) - dt.timedelta(days=7),
    "ash_wednesday": lambda y: easter(y) - dt.timedelta(days=46),
    "mardi_gras": lambda y: easter(y) - dt.timedelta(days=47),
    "orthodox_easter": lambda y: easter(y, EASTER_ORTHODOX),
    "dst_start": lambda y: nth(y, 3, SU, 2),
    "dst_end": lambda y: nth(y, 11, SU, 1),
    "election": lambda y: nth(y, 11, MO, 1) + dt.timedelta(days=1),
    "pearl_harbor": lambda y: dt.date(y, 12, 7),
    "boxing_day": lambda y: dt.date(y, 12, 26),
    "kwanzaa": lambda y: dt.date(y, 12, 26),
}

FEDERAL_NAMES = {
    "new_year": "New Year's Day",
    "mlk": "Martin Luther King Jr. Day",
    "presidents": "Washington's Birthday",
    "memorial": "Memorial Day",
    "juneteenth": "Juneteenth National Independence Day",
    "independence": "Independence Day",
    "labor": "Labor Day",
    "columbus": "Columbus Day",
    "veterans": "Veterans Day",
    "thanksgiving": "Thanksgiving Day",
    "christmas": "Christmas Day",
}


def check_federal():
    for y in (2020, 2026, 2027, 2028):
        us = holidays.US(years=y)
        for key, name in FEDERAL_NAMES.items():
            if key == "juneteenth" and y < 2021:
                continue
            d = RULES[key](y)
            assert us.get(d) and name in us.get(d), (y, key, d, us.get(d))
            o = observed(d)
            if o != d and o.year == y:
                assert us.get(o) and name in us.get(o) and "observed" in us.get(o), (y, key, o)
    # New Year's Day 2028 (Saturday) is observed on Friday 2027-12-31
    assert "observed" in holidays.US(years=2027).get(dt.date(2027, 12, 31))
    # daylight saving rules against tzdata
    for y in (2026, 2027, 2028):
        for key, before, after in (("dst_start", -5, -4), ("dst_end", -4, -5)):
            d = RULES[key](y)
            a = dt.datetime(d.year, d.month, d.day, 0, 30, tzinfo=NY).utcoffset()
            b = dt.datetime(d.year, d.month, d.day, 4, 0, tzinfo=NY).utcoffset()
            assert a == dt.timedelta(hours=before) and b == dt.timedelta(hours=after), (y, key)


check_federal()


def next_h(key):
    """next occurrence on or after today"""
    y = TODAY.year
    d = RULES[key](y)
    if d < TODAY:
        d = RULES[key](y + 1)
    return d


def hol(key, y=None):
    return RULES[key](y) if y else next_h(key)


def chinese_new_year(y):
    cn = holidays.China(years=y)
    return min(d for d, n in cn.items() if "Spring Festival" in n and d.year == y)


G = "holidays"
add(G, "When is Thanksgiving next year?", date=iso(hol("thanksgiving", 2027)))
add(G, "How many days are left until Christmas?", days=days_from_today(hol("christmas")))
add(G, "What day of the week does Christmas fall on this year?",
    date=iso(hol("christmas")), weekday=wd(hol("christmas")))
add(G, "What's the date of Martin Luther King Day in 2027?", date=iso(hol("mlk", 2027)))
add(G, "Presidents' Day next year is on what date?", date=iso(hol("presidents", 2027)))
add(G, "When's Easter next year?", date=iso(hol("easter", 2027)))
add(G, "What date is Good Friday in 2027?", date=iso(hol("good_friday", 2027)))
add(G, "I need to order flowers for Mother's Day. When is it next year?", date=iso(hol("mothers", 2027)))
add(G, "Which Monday is Memorial Day in 2027?", date=iso(hol("memorial", 2027)))
d = hol("independence", 2027)
assert d.weekday() == 6
add(G, "The Fourth of July is a Sunday next year. Which day do federal employees get off instead?",
    date=iso(observed(d)), weekday=wd(observed(d)))
add(G, "What's the date of Labor Day 2027?", date=iso(hol("labor", 2027)))
add(G, "When is Columbus Day next year?", date=iso(hol("columbus", 2027)))
add(G, "What day of the week is Halloween in 2027?",
    date=iso(hol("halloween", 2027)), weekday=wd(hol("halloween", 2027)))
add(G, "What's the date of Black Friday next year?", date=iso(hol("black_friday", 2027)))
add(G, "When is Valentine's Day, and what day of the week will it be?",
    date=iso(hol("valentine")), weekday=wd(hol("valentine")))
add(G, "What day of the week is St. Patrick's Day in 2027?", weekday=wd(hol("st_patrick", 2027)))
add(G, "When does Lent start next year? I mean Ash Wednesday.", date=iso(hol("ash_wednesday", 2027)))
add(G, "When do we set the clocks forward next year?", date=iso(hol("dst_start", 2027)))
add(G, "On what date does daylight saving time end in 2027?", date=iso(hol("dst_end", 2027)))
add(G, "When is Chinese New Year in 2027?", date=iso(chinese_new_year(2027)))
add(G, "What's the date of Orthodox Easter next year?", date=iso(hol("orthodox_easter", 2027)))
add(G, "When will Easter be in 2030?", date=iso(hol("easter", 2030)))
d = hol("christmas", 2027)
add(G, "What day of the week is Christmas next year?", date=iso(d), weekday=wd(d))
assert d.weekday() == 5
add(G, "Christmas 2027 lands on a Saturday. On which day is the federal holiday observed?",
    date=iso(observed(d)), weekday=wd(observed(d)))
assert holidays.US(years=2027).get(hol("mlk", 2027)).startswith("Martin Luther King")
add(G, "What holiday is on January 18th, 2027?", contains=["Martin Luther King|MLK"])
assert dt.date(2027, 11, 11) in holidays.US(years=2027)
add(G, "Is Veterans Day a federal holiday?", contains=["yes"])
nxt = min(d for d in holidays.US(years=[2026, 2027]) if d >= TODAY)
add(G, "What's the next federal holiday?", date=iso(nxt), contains=["Christmas"])
assert nxt == hol("christmas")
add(G, "How many days ago was Thanksgiving?", days=(TODAY - hol("thanksgiving", 2026)).days)
add(G, "How many days till Valentine's Day?", days=days_from_today(hol("valentine")))
add(G, "Counting from today, how many days until Easter?", days=days_from_today(hol("easter")))
assert hol("new_year").weekday() == 4
add(G, "Does New Year's Day fall on a Friday this time around?", contains=["yes"])
add(G, "What day is Christmas Eve this year?",
    date=iso(hol("christmas_eve")), weekday=wd(hol("christmas_eve")))
add(G, "We're planning a barbecue for Memorial Day 2028. What date is that?",
    date=iso(hol("memorial", 2028)))
# slips
add(G, "when is mothers day twenty twenty seven", slip=True, date=iso(hol("mothers", 2027)))
add(G, "um how many days till christmas", slip=True, days=days_from_today(hol("christmas")))
add(G, "what day is thanks giving on next year", slip=True,
    date=iso(hol("thanksgiving", 2027)), weekday=wd(hol("thanksgiving", 2027)))
add(G, "when is presidence day next year", slip=True, date=iso(hol("presidents", 2027)))
add(G, "uh when is easter in twenty twenty eight", slip=True, date=iso(hol("easter", 2028)))
add(G, "juneteenth is on a saturday next year so what day do federal workers get off", slip=True,
    date=iso(observed(hol("juneteenth", 2027))), weekday=wd(observed(hol("juneteenth", 2027))))
add(G, "when is saint patty's day", slip=True, date=iso(hol("st_patrick")))
add(G, "what day of the week is sinko de mayo next year", slip=True, weekday=wd(hol("cinco", 2027)))
# cannot
add(G, "When is National Wumpleberry Day?", kind="cannot", names="National Wumpleberry Day")
add(G, "How many days until my wedding anniversary?", kind="cannot", names="wedding anniversary")
add(G, "when is zorbanian independence day", kind="cannot", slip=True,
    names="Zorbanian Independence Day")

# ================================================================ dates
G = "dates"
add(G, "What's today's date?", date=iso(TODAY))
add(G, "What day of the week is it?", weekday=wd(TODAY))
t = TODAY + dt.timedelta(days=1)
add(G, "What's the date tomorrow?", date=iso(t))
add(G, "What was yesterday's date?", date=iso(TODAY - dt.timedelta(days=1)))
d = TODAY + relativedelta(days=1, weekday=WE)
add(G, "What's the date next Wednesday?", date=iso(d))
assert d == dt.date(2026, 12, 9)
d = TODAY - relativedelta(days=1) + relativedelta(weekday=MO(-1))
assert d == dt.date(2026, 11, 30)
add(G, "What was the date last Monday?", date=iso(d))
add(G, "What day of the week was July 4th, 1976?", weekday=wd(dt.date(1976, 7, 4)))
d = dt.date(2027, 3, 3)
add(G, "My birthday is March 3rd. What day of the week is it on next year?", weekday=wd(d), date=iso(d))
add(G, "Which day of the week is February 29th, 2028?", weekday=wd(dt.date(2028, 2, 29)))
add(G, "What's the date 100 days from today?", date=iso(TODAY + dt.timedelta(days=100)))
add(G, "What was the date six weeks ago?", date=iso(TODAY - dt.timedelta(weeks=6)))
add(G, "What's the date two weeks from tomorrow?", date=iso(t + dt.timedelta(weeks=2)))
add(G, "How many days until January 15th?", days=days_from_today(dt.date(2027, 1, 15)))
add(G, "How many days are in February next year?", number=calendar.monthrange(2027, 2)[1], tol=0)
assert not calendar.isleap(2027) and calendar.isleap(2028) and not calendar.isleap(1900)
add(G, "Is 2027 a leap year?", contains=["no|not"])
add(G, "Was 1900 a leap year?", contains=["no|not"])
add(G, "Not counting today, how many days are left in 2026?",
    days=(dt.date(2026, 12, 31) - TODAY).days)
add(G, "How many days are there from March 1st to June 1st, 2027?",
    number=(dt.date(2027, 6, 1) - dt.date(2027, 3, 1)).days, tol=0)
add(G, "What week of the year is it?", number=TODAY.isocalendar()[1], tol=0)
add(G, "What day of the year is today? Like, day number what?",
    number=TODAY.timetuple().tm_yday, tol=0)
add(G, "How old is someone who was born on May 12th, 1990?",
    number=relativedelta(TODAY, dt.date(1990, 5, 12)).years, tol=0)
add(G, "I was born on August 20th, 1985. How old will I turn on my birthday next year?",
    number=relativedelta(dt.date(2027, 8, 20), dt.date(1985, 8, 20)).years, tol=0)
add(G, "How many days has it been since January 1st?",
    days=(TODAY - dt.date(2026, 1, 1)).days)
n = (dt.date(2027, 3, 5) - TODAY).days
assert n % 7 == 0
add(G, "How many weeks is it until March 5th?", number=n // 7, tol=0)
d = TODAY + relativedelta(years=1)
add(G, "What's the date one year from today, and what day of the week is that?",
    date=iso(d), weekday=wd(d))
add(G, "What day of the week will it be ten days from now?", weekday=wd(TODAY + dt.timedelta(days=10)))
d = dt.date(2026, 12, calendar.monthrange(2026, 12)[1])
add(G, "What's the last day of this month, and which weekday is it?", date=iso(d), weekday=wd(d))
add(G, "I have a dentist appointment on the second Saturday in January. What's the date?",
    date=iso(nth(2027, 1, SA, 2)))
add(G, "How many days until March 20th, the first day of spring?",
    days=days_from_today(dt.date(2027, 3, 20)))
add(G, "What's the date of the last Friday this month?", date=iso(nth(2026, 12, FR, -1)))
fr = sum(1 for dd in range(1, 32) if dt.date(2027, 1, dd).weekday() == 4)
add(G, "How many Fridays are there in January 2027?", number=fr, tol=0)
add(G, "My baby is due June 3rd, 2027. How many days away is that?",
    days=days_from_today(dt.date(2027, 6, 3)))
add(G, "What was the date 1000 days ago?", date=iso(TODAY - dt.timedelta(days=1000)))
# slips
add(G, "uh what's the date today", slip=True, date=iso(TODAY))
add(G, "what day of the week is new years eve", slip=True, weekday=wd(dt.date(2026, 12, 31)))
add(G, "what's the date a week from monday", slip=True,
    date=iso(TODAY + relativedelta(days=1, weekday=MO) + dt.timedelta(weeks=1)))
add(G, "how many days till the fifteenth of january", slip=True,
    days=days_from_today(dt.date(2027, 1, 15)))
add(G, "is twenty twenty eight a leap year", slip=True, contains=["yes"])
add(G, "what day of the week was december seventh nineteen forty one", slip=True,
    weekday=wd(dt.date(1941, 12, 7)))
add(G, "um how old is someone born march second nineteen eighty",
    slip=True, number=relativedelta(TODAY, dt.date(1980, 3, 2)).years, tol=0)
add(G, "what day was it three days ago", slip=True,
    weekday=wd(TODAY - dt.timedelta(days=3)), date=iso(TODAY - dt.timedelta(days=3)))
# cannot
add(G, "What day of the week is February 30th?", kind="cannot", names="February 30")
add(G, "What day of the week is June 31st, 2027?", kind="cannot", names="June 31")
add(G, "What's the weekday for February 29th, 2027?", kind="cannot", names="February 29, 2027")
add(G, "what day of the week is september thirty first", kind="cannot", slip=True,
    names="September 31")
add(G, "How old am I?", kind="cannot", names="your age")

# ================================================================ world clock
G = "worldclock"


def there(zone):
    return NOW.astimezone(ZoneInfo(zone))


def hm(t):
    return t.strftime("%H:%M")


def clock(zone, **kw):
    return dict(time=hm(there(zone)), tol_min=1, **kw)


def diff_hours(zone):
    off = there(zone).utcoffset() - NOW.utcoffset()
    h = off.total_seconds() / 3600
    assert h == int(h), zone
    return abs(int(h))


def convert(h, m, src, dst, day=TODAY):
    t = dt.datetime(day.year, day.month, day.day, h, m, tzinfo=ZoneInfo(src))
    return t.astimezone(ZoneInfo(dst))


add(G, "What time is it in Tokyo?", **clock("Asia/Tokyo"))
add(G, "What time is it in London right now?", **clock("Europe/London"))
add(G, "Tell me the current time in Paris.", **clock("Europe/Paris"))
add(G, "What time is it in Los Angeles?", **clock("America/Los_Angeles"))
add(G, "What's the time in Chicago at the moment?", **clock("America/Chicago"))
add(G, "What time is it in Phoenix, Arizona?", **clock("America/Phoenix"))
add(G, "What time is it in Sydney, Australia?", **clock("Australia/Sydney"))
add(G, "Current time in Dubai?", **clock("Asia/Dubai"))
add(G, "What time is it in India right now?", **clock("Asia/Kolkata"))
add(G, "What time is it in Kathmandu?", **clock("Asia/Kathmandu"))
add(G, "What time is it in Beijing?", **clock("Asia/Shanghai"))
add(G, "What time is it in Moscow?", **clock("Europe/Moscow"))
add(G, "What time is it in Cairo, Egypt?", **clock("Africa/Cairo"))
add(G, "What time is it in Cape Town?", **clock("Africa/Johannesburg"))
add(G, "Do you know what time it is in Mexico City?", **clock("America/Mexico_City"))
add(G, "What time is it in Tehran?", **clock("Asia/Tehran"))
add(G, "What time is it in Adelaide?", **clock("Australia/Adelaide"))
add(G, "What time is it in Halifax, Nova Scotia?", **clock("America/Halifax"))
add(G, "What's the time difference between New York and London?",
    number=diff_hours("Europe/London"), tol=0)
add(G, "How many hours ahead of us is Tokyo?", number=diff_hours("Asia/Tokyo"), tol=0)
add(G, "How many hours behind New York is Los Angeles?",
    number=diff_hours("America/Los_Angeles"), tol=0)
add(G, "How far ahead of us is Dubai, in hours?", number=diff_hours("Asia/Dubai"), tol=0)
add(G, "What's the time difference between here and Honolulu?",
    number=diff_hours("Pacific/Honolulu"), tol=0)
add(G, "What's the date in Tokyo right now?", date=iso(there("Asia/Tokyo").date()))
d = there("Pacific/Auckland").date()
add(G, "What day is it in Auckland, New Zealand?", date=iso(d), weekday=wd(d))
assert there("Australia/Sydney").date() > TODAY and there("Australia/Sydney").weekday() == 5
add(G, "Is it already Saturday in Sydney?", contains=["yes"])
assert there("America/Los_Angeles").weekday() == 4
add(G, "Is it still Friday in Los Angeles?", contains=["yes"])
add(G, "If it's 9 am here, what time is it in London?",
    time=hm(convert(9, 0, "America/New_York", "Europe/London")), tol_min=1)
add(G, "When it's noon in Los Angeles, what time is it here in New York?",
    time=hm(convert(12, 0, "America/Los_Angeles", "America/New_York")), tol_min=1)
add(G, "I want to call my sister in Berlin at 3 pm her time. What time is that for me?",
    time=hm(convert(15, 0, "Europe/Berlin", "America/New_York")), tol_min=1)
add(G, "My flight lands in Chicago at 6:15 pm local time. What time is that in New York?",
    time=hm(convert(18, 15, "America/Chicago", "America/New_York")), tol_min=1)
add(G, "If I set a meeting for 8 am New York time, what time is it for my colleague in Tokyo?",
    time=hm(convert(8, 0, "America/New_York", "Asia/Tokyo")), tol_min=1)
# slips
add(G, "what time is it in honalulu", slip=True, **clock("Pacific/Honolulu"))
add(G, "um what time is it over in buenos ares", slip=True, **clock("America/Argentina/Buenos_Aires"))
add(G, "what time is it in sidney australia right now", slip=True, **clock("Australia/Sydney"))
add(G, "whats the time in singapour", slip=True, **clock("Asia/Singapore"))
add(G, "how many hours ahead is moscow", slip=True, number=diff_hours("Europe/Moscow"), tol=0)
add(G, "what time is it in oakland new zealand", slip=True, **clock("Pacific/Auckland"))
add(G, "so what's the time difference between here and beijing", slip=True,
    number=diff_hours("Asia/Shanghai"), tol=0)
add(G, "if it's seven pm here what time is it in paris", slip=True,
    time=hm(convert(19, 0, "America/New_York", "Europe/Paris")), tol_min=1)
# cannot
add(G, "What time is it in Portland?", kind="cannot", names="Portland")
add(G, "What's the time in Birmingham right now?", kind="cannot", names="Birmingham")
add(G, "What time is it in Australia?", kind="cannot", names="Australia")
add(G, "what time is it in russia", kind="cannot", slip=True, names="Russia")
add(G, "What time is it in Atlantis?", kind="cannot", names="Atlantis")

# ================================================================ sun
G = "sun"


def sun_at(d, loc=NYC):
    return sun(loc.observer, d, tzinfo=ZoneInfo(loc.timezone))


def rmin(t):
    t = t + dt.timedelta(seconds=30)
    return t.replace(second=0, microsecond=0)


def sun_time(event, d, loc=NYC):
    return dict(time=hm(rmin(sun_at(d, loc)[event])), tol_min=3)


def day_length(d):
    s = sun_at(d)
    secs = (s["sunset"] - s["sunrise"]).total_seconds()
    h = int(secs // 3600)
    m = (secs - 3600 * h) / 60
    assert 3 <= m <= 57, (d, m)  # keep clear of an hour boundary
    return dict(contains=["%d hour|%d h|%d:" % (h, h, h)], number=r6(m), tol=r6(1.5 / m))


TOM = TODAY + dt.timedelta(days=1)
add(G, "What time is sunset today?", **sun_time("sunset", TODAY))
add(G, "When's sunrise tomorrow?", **sun_time("sunrise", TOM))
add(G, "What time is sunset on Christmas Day?", **sun_time("sunset", dt.date(2026, 12, 25)))
add(G, "What time will the sun rise on June 21st next year?",
    **sun_time("sunrise", dt.date(2027, 6, 21)))
add(G, "For the fireworks, what time does the sun set on July 4th next year?",
    **sun_time("sunset", dt.date(2027, 7, 4)))
add(G, "How many hours of daylight do we get today?", **day_length(TODAY))
add(G, "How long is the day on December 21st, from sunrise to sunset?",
    **day_length(dt.date(2026, 12, 21)))
s = sun_at(TODAY)
mins = (s["sunset"] - NOW).total_seconds() / 60
assert 60 < mins < 180
add(G, "How many minutes until sunset?", number=r6(mins), tol=r6(3 / mins))
assert s["sunrise"] < NOW < s["sunset"]
add(G, "Is the sun up right now?", contains=["yes"])
s2 = sun_at(TOM)
assert s2["sunrise"] > dt.datetime(2026, 12, 5, 6, 30, tzinfo=NY) + dt.timedelta(minutes=20)
add(G, "Will the sun be up by 6:30 tomorrow morning?", contains=["no|not"])
CHI = LocationInfo("Chicago", "USA", "America/Chicago", 41.8781, -87.6298)
add(G, "What time does the sun set in Chicago today, their time?", **sun_time("sunset", TODAY, CHI))
SEA = LocationInfo("Seattle", "USA", "America/Los_Angeles", 47.6062, -122.3321)
add(G, "When is sunrise in Seattle tomorrow, local time?", **sun_time("sunrise", TOM, SEA))
# slips
add(G, "uh what time does the sun go down today", slip=True, **sun_time("sunset", TODAY))
add(G, "when does the sun come up tomorrow", slip=True, **sun_time("sunrise", TOM))
add(G, "uh what time's sunrise on christmas morning", slip=True,
    **sun_time("sunrise", dt.date(2026, 12, 25)))
add(G, "how much daylight do we get today", slip=True, **day_length(TODAY))
add(G, "when's sundown on new years eve", slip=True, **sun_time("sunset", dt.date(2026, 12, 31)))
# cannot
UTQ = LocationInfo("Utqiagvik", "USA", "America/Anchorage", 71.2906, -156.7886)
try:
    sun_at(TOM, UTQ)
    raise AssertionError("expected polar night at Utqiagvik")
except ValueError:
    pass
add(G, "What time is sunrise tomorrow in Utqiagvik, Alaska?", kind="cannot", names="sunrise in Utqiagvik")
add(G, "What time is sunset on February 30th?", kind="cannot", names="February 30")

# ================================================================ units
G = "units"
INCH = 0.0254
FOOT = 12 * INCH
YARD = 3 * FOOT
MILE = 5280 * FOOT
NMI = 1852.0
LB = 0.45359237
OZ = LB / 16
STONE = 14 * LB
GAL = 231 * INCH ** 3 * 1000  # liters
QT = GAL / 4
PT = GAL / 8
CUP = GAL / 16
FLOZ = GAL / 128
TBSP = FLOZ / 2
TSP = FLOZ / 6
ACRE = 43560 * FOOT ** 2
HECTARE = 10000.0
PSI = LB * 9.80665 / INCH ** 2
BAR = 1e5
STICK = LB / 4  # US stick of butter, by weight
STICK_TBSP = 8  # a US stick is 1/2 cup = 8 tbsp


def f2c(f):
    return (f - 32) * 5 / 9


def c2f(c):
    return c * 9 / 5 + 32


def U(q, value, slip=False, tol=None):
    kw = dict(number=r6(value))
    if tol is not None:
        kw["tol"] = tol
    add(G, q, slip=slip, **kw)


U("I'm baking and the recipe says 350 degrees Fahrenheit. What's that in Celsius?", f2c(350))
U("Convert 180 Celsius to Fahrenheit.", c2f(180))
U("What's 425 °F in °C?", f2c(425))
U("My European oven goes to 220 degrees Celsius. How much is that in Fahrenheit?", c2f(220))
U("What is minus 40 Celsius in Fahrenheit?", c2f(-40))
U("How many milliliters are in 2 cups?", 2 * CUP * 1000)
U("How many tablespoons are there in one cup?", CUP / TBSP)
U("I only have a tablespoon. How many tablespoons is three quarters of a cup?", 0.75 * CUP / TBSP)
U("How many teaspoons are in a quarter cup?", 0.25 * CUP / TSP)
U("How many pounds is 500 grams?", 0.5 / LB)
U("Convert 8 ounces to grams.", 8 * OZ * 1000)
U("How many pounds in a kilogram?", 1 / LB)
U("The turkey breast weighs 5 pounds. How much is that in kilograms?", 5 * LB)
U("How many cups is 250 milliliters?", 0.25 / CUP)
U("How many fluid ounces are in a liter?", 1 / FLOZ)
U("How many cups are in a quart?", QT / CUP)
U("Two liters is how many quarts?", 2 / QT)
U("How many liters are in a gallon?", GAL)
U("How tall is 6 feet in meters?", 6 * FOOT)
U("I'm 5 foot 10. How tall is that in centimeters?", (5 * FOOT + 10 * INCH) * 100)
U("100 meters is how many feet?", 100 / FOOT)
U("Convert 10 kilometers to miles.", 10000 / MILE)
U("How many grams are in a pound?", LB * 1000)
U("How many kilometers is 5 miles?", 5 * MILE / 1000)
U("A marathon is 26.2 miles. How many kilometers is that?", 26.2 * MILE / 1000)
U("What's 60 miles per hour in kilometers per hour?", 60 * MILE / 1000)
U("The speed limit says 100 km/h. How fast is that in mph?", 100000 / MILE)
U("How many acres are in a square mile?", MILE ** 2 / ACRE)
U("Convert 2 hectares to acres.", 2 * HECTARE / ACRE)
U("I weigh 150 pounds. What's that in stone?", 150 * LB / STONE)
U("How much does one stick of butter weigh in grams?", STICK * 1000)
U("How many tablespoons are in a stick of butter?", STICK_TBSP)
U("How many minutes are there in a week?", 7 * 24 * 60)
U("My tires say 35 psi. What is that in bar?", 35 * PSI / BAR)
U("A wine bottle is 750 milliliters. How many fluid ounces is that?", 0.75 / FLOZ)
U("How many cups in half a gallon?", 0.5 * GAL / CUP)
U("The recipe wants 3 teaspoons of vanilla. How many milliliters is that?", 3 * TSP * 1000)
U("How many inches is 185 centimeters?", 1.85 / INCH)
U("How many miles is an 8K race?", 8000 / MILE)
U("How fast is 20 knots in miles per hour?", 20 * NMI / MILE)
U("How many gallons fit in one cubic foot?", FOOT ** 3 * 1000 / GAL)
# slips
U("three hundred fifty degrees fahrenheit in celsius", f2c(350), slip=True)
U("how many tea spoons in a tablespoon", TBSP / TSP, slip=True)
U("um how many grams is eight ounces", 8 * OZ * 1000, slip=True)
U("whats two cups in milli liters", 2 * CUP * 1000, slip=True)
U("convert a hundred kilometers an hour to miles an hour", 100000 / MILE, slip=True)
U("five pounds in kilo grams", 5 * LB, slip=True)
U("what's one eighty celcius in farenheit", c2f(180), slip=True)
U("how many cups in a court", QT / CUP, slip=True)
U("uh how many tablespoons is half a cup", 0.5 * CUP / TBSP, slip=True)
# cannot
add(G, "Convert 5 liters to kilometers.", kind="cannot", names="liters to kilometers")
add(G, "How many pounds are in a foot?", kind="cannot", names="pounds in a foot")
add(G, "What's 3 hours in kilograms?", kind="cannot", names="hours to kilograms")
add(G, "How many snargles are in a cup?", kind="cannot", names="snargles")
add(G, "convert twenty degrees celsius to miles", kind="cannot", slip=True, names="Celsius to miles")

# ================================================================ spelling
G = "spelling"


def S(q, word, slip=False):
    add(G, q, slip=slip, letters=[c for c in word.upper() if c.isalpha()])


S("How do you spell necessary?", "necessary")
S("Spell accommodate.", "accommodate")
S("How is rhythm spelled?", "rhythm")
S("Can you spell restaurant for me?", "restaurant")
S("What's the spelling of February?", "February")
S("I'm writing a shopping list. How do you spell zucchini?", "zucchini")
S("Spell spaghetti, please.", "spaghetti")
S("How do you spell Massachusetts?", "Massachusetts")
S("How do you spell Mississippi?", "Mississippi")
S("Spell occurrence for me.", "occurrence")
S("How is bureaucracy spelled?", "bureaucracy")
S("How do you spell questionnaire?", "questionnaire")
S("How do you spell silhouette?", "silhouette")
S("How do you spell receipt? The thing you get at the store.", "receipt")
S("Spell fuchsia, the color.", "fuchsia")
S("How do you spell croissant?", "croissant")
S("How do you spell quinoa?", "quinoa")
S("How do you spell Fahrenheit?", "Fahrenheit")
add(G, "How many letters are in the word restaurant?",
    number=sum(c.isalpha() for c in "restaurant"), tol=0)
add(G, "How many S's are in Mississippi?", number="mississippi".count("s"), tol=0)
# slips
S("how do you spell cinnamon", "cinnamon", slip=True)
S("spell broccoli", "broccoli", slip=True)
S("um how do you spell mayonnaise", "mayonnaise", slip=True)
S("can you spell conscientious for me", "conscientious", slip=True)
S("how do you spell separate like to separate the eggs", "separate", slip=True)
S("how do you spell the word definately", "definitely", slip=True)
# cannot
add(G, "How do you spell blorfendash?", kind="cannot", names="blorfendash")
add(G, "how do you spell squibbletonk", kind="cannot", slip=True, names="squibbletonk")
add(G, "Spell the word I'm thinking of.", kind="cannot", names="the word you are thinking of")

# ================================================================ words
G = "words"
LEXNAMES = """adj.all adj.pert adv.all noun.Tops noun.act noun.animal noun.artifact noun.attribute
noun.body noun.cognition noun.communication noun.event noun.feeling noun.food noun.group
noun.location noun.motive noun.object noun.person noun.phenomenon noun.plant noun.possession
noun.process noun.quantity noun.relation noun.shape noun.state noun.substance noun.time
verb.body verb.change verb.cognition verb.communication verb.competition verb.consumption
verb.contact verb.creation verb.emotion verb.motion verb.perception verb.possession verb.social
verb.stative verb.weather adj.ppl""".split()


def load_wordnet(src="/usr/share/wordnet"):
    import nltk
    from nltk.corpus.reader.wordnet import WordNetCorpusReader

    assert len(LEXNAMES) == 45
    tmp = tempfile.mkdtemp(prefix="heldout9-wn-")
    atexit.register(shutil.rmtree, tmp, True)
    dst = os.path.join(tmp, "corpora", "wordnet")
    shutil.copytree(src, dst)
    with open(os.path.join(dst, "lexnames"), "w") as f:
        for i, name in enumerate(LEXNAMES):
            cat = {"adj": 3, "adv": 4, "noun": 1, "verb": 2}[name.split(".")[0]]
            f.write("%02d\t%s\t%d\n" % (i, name, cat))
    nltk.data.path.insert(0, tmp)  # nltk refuses corpus folders outside its data path

    class Reader(WordNetCorpusReader):
        def map_wn(self, version="wordnet"):  # no version mapping (WordNet 3.0 itself)
            return None

    reader = Reader(dst, None)
    assert reader.get_version() == "3.0"
    return reader


WN = load_wordnet()


def key(word):
    return word.strip().lower().replace(" ", "_")


def synsets_of(word):
    k = key(word)
    return [s for s in WN.synsets(k) if any(l.name().lower() == k for l in s.lemmas())]


def lemma_in(s, word):
    k = key(word)
    return next(l for l in s.lemmas() if l.name().lower() == k)


def best_synset(word):
    ss = synsets_of(word)
    assert ss, word
    best, best_c = ss[0], lemma_in(ss[0], word).count()
    for s in ss[1:]:
        c = lemma_in(s, word).count()
        if c > best_c:
            best, best_c = s, c
    return best


def clean_gloss(s):
    parts = [p.strip() for p in s.definition().split(";")]
    return "; ".join(p for p in parts if p and not p.startswith("- "))


def gloss_expect(word):
    b = best_synset(word)
    return dict(gloss=clean_gloss(b), glosses=[clean_gloss(s) for s in synsets_of(word)])


def synonyms_expect(word):
    k = key(word)
    b = best_synset(word)
    out = []
    first = [l.name() for l in b.lemmas() if l.name().lower() != k]
    assert first, word
    for s in [b] + [s for s in synsets_of(word) if s != b]:
        for l in s.lemmas():
            n = l.name()
            if n.lower() != k and n.replace("_", " ") not in out:
                out.append(n.replace("_", " "))
    return dict(synonyms=out)


def D(q, word, slip=False):
    add(G, q, slip=slip, **gloss_expect(word))


def SYN(q, word, slip=False):
    add(G, q, slip=slip, **synonyms_expect(word))


D("Define condiment.", "condiment")
D("What is brisket?", "brisket")
D("What's meringue?", "meringue")
D("What's the meaning of the word eerie?", "eerie")
D("What does it mean to be thrifty?", "thrifty")
D("Define flimsy.", "flimsy")
D("What does pungent mean? The recipe says the garlic will be pungent.", "pungent")
D("What's a blizzard?", "blizzard")
D("What does equinox mean?", "equinox")
D("What does cumbersome mean?", "cumbersome")
D("What's the definition of obsolete?", "obsolete")
D("What does gullible mean?", "gullible")
D("What is a crouton?", "crouton")
D("What does sauté mean in a recipe?", "saute")
D("What does it mean to emulsify something?", "emulsify")
D("Give me the definition of lethargic.", "lethargic")
SYN("What's another word for ponder?", "ponder")
SYN("Give me a synonym for skillet.", "skillet")
SYN("What's a synonym for ecstatic?", "ecstatic")
SYN("Another word for jovial?", "jovial")
SYN("What's a word that means the same as bland?", "bland")
SYN("What's another word for ephemeral?", "ephemeral")
SYN("What's a synonym for mundane?", "mundane")
SYN("Tell me another word for yummy.", "yummy")
# slips
D("what does ubiquitious mean", "ubiquitous", slip=True)
D("define serendipidy", "serendipity", slip=True)
D("um what does procrastinate mean", "procrastinate", slip=True)
D("whats the meaning of drizzle", "drizzle", slip=True)
SYN("uh whats another word for grumpy", "grumpy", slip=True)
SYN("whats a synonym for fragile", "fragile", slip=True)
SYN("give me another word for tiny", "tiny", slip=True)
# cannot
NONSENSE = ["flibbix", "grommulent", "quandrivious", "trezzlewick", "plonkitude",
            "blorfendash", "squibbletonk", "snargle", "snargles", "wumpleberry", "zorbanian"]
for w in NONSENSE:
    assert not WN.synsets(w) and not synsets_of(w), w
for w in ("ubiquitious", "serendipidy", "definately"):
    assert not WN.synsets(w), w  # the slips really are misspellings
add(G, "What does flibbix mean?", kind="cannot", names="flibbix")
add(G, "Define grommulent.", kind="cannot", names="grommulent")
add(G, "What's a synonym for quandrivious?", kind="cannot", names="quandrivious")
add(G, "What is a trezzlewick?", kind="cannot", names="trezzlewick")
add(G, "what does plonkitude mean", kind="cannot", slip=True, names="plonkitude")

# ================================================================ calc
G = "calc"


def C(q, value, slip=False, tol=0.001):
    add(G, q, slip=slip, number=r6(value), tol=tol)


C("What's a 15 percent tip on $84?", 84 * 0.15)
C("Our dinner bill is $56.50. How much is a 20% tip?", 56.50 * 0.20)
C("We're splitting a $126 check four ways. How much does each person pay?", 126 / 4)
C("What's 18 times 24?", 18 * 24, tol=0)
C("What's the square root of 144?", 144 ** 0.5, tol=0)
C("What's 2 to the power of 10?", 2 ** 10, tol=0)
C("A recipe for 4 people uses 2 cups of flour. How many cups do I need for 6 people?", 2 * 6 / 4)
C("If I triple a recipe that calls for two thirds of a cup of sugar, how many cups of sugar is that?",
  3 * 2 / 3)
C("I had three dozen eggs and used 8. How many are left?", 36 - 8, tol=0)
C("Gas is $3.49 a gallon. How much do 12 gallons cost?", 3.49 * 12)
C("I drove 280 miles on 10 gallons. How many miles per gallon is that?", 280 / 10)
C("A pizza has 8 slices and 3 of us each eat 2. How many slices are left?", 8 - 3 * 2, tol=0)
C("A jacket costs $80 and it's 25% off. What's the sale price?", 80 * 0.75)
C("What's the price of a $45 item after a 30 percent discount?", 45 * 0.70)
C("What's the sales tax on $120 at 8.875 percent?", 120 * 0.08875, tol=0.002)
C("If I put $2,000 in an account at 5% interest compounded yearly, how much will I have after 3 years?",
  2000 * 1.05 ** 3)
C("What's the average of 82, 90 and 77?", (82 + 90 + 77) / 3)
C("If I save $150 a month, how much will I have saved after a year?", 150 * 12, tol=0)
C("I earn $22.50 an hour and worked 38 hours. What's my pay before taxes?", 22.50 * 38)
# slips
C("whats fifteen percent of eighty four", 84 * 0.15, slip=True)
C("um what's twelve times thirteen", 12 * 13, slip=True, tol=0)
C("what's a twenty percent tip on sixty dollars", 60 * 0.20, slip=True)
C("so if cookies are two fifty each how much for six of them", 2.50 * 6, slip=True)
# cannot
add(G, "What's 50 divided by zero?", kind="cannot", names="division by zero")
add(G, "What's the log of zero?", kind="cannot", names="logarithm of zero")
add(G, "how much is nine divided by zero", kind="cannot", slip=True, names="division by zero")

# ================================================================ write + counts
seen = set()
for it in ITEMS:
    qn = " ".join(it["q"].lower().replace("?", "").replace(".", "").split())
    assert qn not in seen, it["q"]
    seen.add(qn)

order = {g: i for i, g in enumerate(GROUPS)}
ITEMS.sort(key=lambda it: order[it["group"]])  # stable: keeps the order written above
with open(OUT, "w", encoding="utf-8") as f:
    for i, it in enumerate(ITEMS, 1):
        row = {"id": "q9_%03d" % i}
        row.update(it)
        f.write(json.dumps(row, ensure_ascii=False) + "\n")

tot = [0, 0, 0]
print("| group | answer | cannot | slip |")
print("| --- | --- | --- | --- |")
for g in GROUPS:
    rows = [it for it in ITEMS if it["group"] == g]
    a = sum(it["kind"] == "answer" for it in rows)
    c = sum(it["kind"] == "cannot" for it in rows)
    s_ = sum(it["slip"] for it in rows)
    tot = [tot[0] + a, tot[1] + c, tot[2] + s_]
    print("| %s | %d | %d | %d |" % (g, a, c, s_))
n = len(ITEMS)
print("| **total** | **%d** | **%d (%.1f%%)** | **%d (%.1f%%)** |"
      % (tot[0], tot[1], 100 * tot[1] / n, tot[2], 100 * tot[2] / n))
print("%d questions written to %s" % (n, OUT))
