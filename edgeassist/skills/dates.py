"""Dates by name and date arithmetic, computed from the calendar (never the model): the weekday of
a date or holiday, the date of a holiday, days until or since, the date in N days or next
Tuesday, the nth weekday of a month, days left in the year, week numbers, leap years, the days
of a month, the day of the year, ages, when the clocks change. Holidays are the country's
([place] country) from the ``holidays`` package (holiday.py); the day language is dayread.py.
Every answer names what it computed ("Christmas Day is on Friday, December 25, 2026.").
"""
from __future__ import annotations

import calendar
import datetime as dt
import re

from dateutil.relativedelta import relativedelta

from . import holiday, workdays
from .answers import AnswerSkill, clean
from .date_forms import plain
from .ages import age, born_in
from .dayread import (_ASKS_DAY, _WD, MONTHS, SCAN_WORDS, NoSuchDay, Target, _called, _cap, _say, clocks_change,  # noqa: F401
                      find_day, read_day)
from .days import DAYS, count_weekday
from .years_said import spoken_years

# ------------------------------------------------------------------ the questions

_LEAD = r"^(?:(?:so|ok|okay|hey|please|tell me|can you tell me|could you tell me|do you know|i want to know|i wonder)\s+)*"


# "which river are the victoria falls on": the question asks for a thing of another kind than a day
_ASKS_A_THING = re.compile(r"(?:which|what) (?!(?:days?|dates?|weekdays?|months?|years?|holidays?|times?|weeks?|weekends?|"
                           r"is|was|will|does|did|are|were|do|would|could|can|should|has|had|kind|sort)\b)[a-z]+ ")


class Dates(AnswerSkill):
    name = "dates"
    intent = "date_question"
    intents = ({"name": "date_question", "model": False,
                "description": "Dates by name and date arithmetic: weekdays of dates and holidays, days until, week numbers, leap years",
                "slots": {"kind": {"type": "text"}, "date": {"type": "text"}},
                "examples": ["what day of the week is christmas", "how many days until thanksgiving",
                             "what's the date in ten days", "is 2028 a leap year"]},)

    def warm(self, ctx) -> None:
        for y in range(ctx.now().year - 1, ctx.now().year + 2):
            holiday.names(ctx.place.country, y)
        holiday.find("warm the states' and other countries' days", ctx.now().year, ctx.place.country)   # ~0.3 s once, not in a turn

    def answer(self, text: str, ctx) -> tuple[dict, str] | None:
        s = re.sub(_LEAD, "", text).replace("what's", "what is").replace("when's", "when is").replace("iso week", "week")
        s = re.sub(r"\b(?:till|til|'til|untill)\b", "until", re.sub(r"(?<=\d(?:st|nd|rd|th)) (?:on|in) (?=(?:next|this|last) month\b|"
                   r"(?:january|february|march|april|may|june|july|august|september|october|november|december)\b)", " of ", s))   # Whisper's "the 15th on next month"
        s = plain(re.sub(r"\b(?:gonna|going to) be\b", "be", s))              # "when's easter gonna be in 2027"
        s = re.sub(r"\b(\d{4})b\b|\btoday's (day)\b|\bdate of (?=(?:fortnight|week|month|year) ago)",   # Whisper's "2030b",
                   lambda m: f"{m[1]} be" if m[1] else "today's date" if m[2] else "date a ", s)   # "today's day", "date of week ago"
        today = ctx.now().date()
        country = ctx.place.country
        self._ctx_tz = ctx.tz
        if "days" in s and (got := workdays.answer(s, today, country, lambda w: find_day(w, today, country, skip_today=False))):
            return got                                        # "10 business days from today", "weekdays in january"
        try:
            whole = spoken_years(clean(self.context)) if self.context else s
            if re.search(r"\bobserved\b|\bdays? off\b|\b(?:get|gets|have|has|take|given|getting)\b(?: \w+){0,3} off\b|"
                         r"\b(?:close|closed|closes|shut)\b", whole) and re.search(r"\bobserved\b|\bdays? off\b|\b(?:federal|workers?|"
                                                                              r"employees?|work|school|schools|banks?|holiday|offices?)\b", whole):
                t = find_day(whole, today, country)       # "the Fourth is a Sunday next year: which day do federal workers get off"
                name = None if t is None else t.name if t.named else \
                    next((n for n, d in holiday.public_days(country, t.day.year) if d == t.day), None)   # "the fourth of july"
                off = holiday.observed(name, t.day.year, country) if name else None
                if name and (off is not None or holiday.find(name, t.day.year, country) is not None):
                    yes = "Yes, " if re.match(r"(?:is|are|do|does|will|would)\b", whole) else ""   # "is veterans day a day off"
                    return {"kind": "holiday", "date": (off or t.day).isoformat()}, \
                        f"{yes}{name} falls on {_say(t.day)}; the day off is {_say(off)}." if off and off != t.day else \
                        f"{yes}{name} falls on {_say(t.day)}, and that is the day off."
            return self._answer(s, today, country)
        except NoSuchDay as e:
            return {"kind": "invalid"}, str(e)

    def _answer(self, s: str, today: dt.date, country: str):
        s = spoken_years(s)
        s = re.sub(r"\blike (?=\w+ (?:days?|weeks?|months?|years?) ago\b)", "", s)     # "the date like thirty days ago"
        s = re.sub(r"\b(?:the )?(end|start|beginning) (?:of|on) (?=(?:" + "|".join(MONTHS) + r")\b(?! \d))",
                   lambda m: f"the {'last' if m[1] == 'end' else 'first'} day of ", s)   # "till the end of february": its last day
        if re.fullmatch(r"(?:what|which) quarter (?:of the year )?(?:is it|are we in|is this|is it now|are we in now)(?: now)?", s):
            q = (today.month - 1) // 3 + 1
            return {"kind": "quarter", "number": q}, f"It is the {('first', 'second', 'third', 'fourth')[q - 1]} quarter of {today.year} (Q{q})."
        # "when does lent start next year", "which monday is memorial day": when is it
        s = re.sub(r"^when (?:does|do|will) (?!daylight|dst\b|summer time|the clocks?\b)(.+?)(?: officially| actually| really)? (?:start|begin|happen|take place|come|occur|fall)"
                   r"( this year| next year| in \d{4})?$", r"when is \1\2", s)
        s = re.sub(r"^(?:which|what) (?:" + "|".join(DAYS) + r") (?:is|was) ", "when is ", s)
        s = re.sub(r"^when (?:do|does|will) (?:the )?(?:(orthodox|greek|russian|eastern|coptic) )?(?:we|you|people|they|americans|canadians|brits|"
                   r"christians?|jews|jewish people|muslims|hindus|sikhs|buddhists|chinese people|catholics|protestants|orthodox|"
                   r"the orthodox|orthodox churches|church(?:es)?) (?:celebrate|have|mark|get|observe|keep) ",
                   lambda m: f"when is {m[1] + ' ' if m[1] else ''}", s)   # "when do Orthodox Christians celebrate Easter": Orthodox Easter
        s = re.sub(r"\b(?:the )?next (?:presidential|us|federal) (election day|inauguration day)\b", r"\1", s)
        s = re.sub(r"^when (?:is|was|will be) the ((?:19|20)\d\d) ([a-z][a-z' ]+)$", r"when is the \2 in \1", s)   # "the 2028 presidential election"
        s = re.sub(r"^how many (days|weeks) (?:do|have) (?:we|i|you) (?:have |got )?(?:left )?(until|till|to|before) ", r"how many \1 \2 ", s)
        m = re.fullmatch(r"what day of the year is (?:it|today|it today)(?: today)?|what is (?:the|today's) day of the year|"
                         r"what day of the year is (?P<d>.+)|what number day of the year is (?:it|today)", s)
        if m:
            t = read_day(m.group("d"), today, country) if m.group("d") else Target(today, "today")
            if t is None:
                return None
            n = t.day.timetuple().tm_yday
            return {"kind": "day_of_year", "date": t.day.isoformat()}, \
                f"{'Today' if t.day == today else _called(t)} is day {n} of {t.day.year}."
        m = re.fullmatch(r"how (?:many years|long) (?:has it been|is it|ago was|since) (?:since )?(?P<y>1\d{3}|20\d\d)", s) or \
            re.fullmatch(r"how many years ago was (?P<y>1\d{3}|20\d\d)", s)
        if m:
            n = today.year - int(m.group("y"))
            return {"kind": "years_since", "date": m.group("y")}, f"{m.group('y')} was {n} years ago."
        got = age(s, today, country) if re.search(r"\bhow (?:many \w+ )?old\b", s) else born_in(s, today)
        if got is not None:
            return got
        got = clocks_change(s, today, self._ctx_tz) or count_weekday(s, today)
        if got is not None:
            return got
        m = re.fullmatch(r"(?:is|was|will) (?P<y>\d{4}|this year|next year|last year) (?:be )?(?:a |an )?(?:\w+ )?leap year", s) or \
            re.fullmatch(r"(?:is|was) (?:the year )?(?P<y>\d{4}) a leap year", s)
        if m:
            y = _year(m.group("y"), today)
            leap = calendar.isleap(y)
            return {"kind": "leap_year", "date": str(y)}, f"{'Yes' if leap else 'No'}, {y} {'is' if y >= today.year else 'was'}" \
                f"{'' if leap else ' not'} a leap year: it has {366 if leap else 365} days" + \
                (", with February 29." if leap else ".")
        if re.fullmatch(r"when is the next leap year|what is the next leap year|which year is the next leap year", s):
            y = today.year + 1
            while not calendar.isleap(y):
                y += 1
            return {"kind": "leap_year", "date": str(y)}, f"The next leap year is {y}."
        s = re.sub(r"\b(this|next) month\b", lambda x: MONTHS[(today.month - 1 + (x.group(1) == "next")) % 12] +
                   (" next year" if x.group(1) == "next" and today.month == 12 else ""), s) \
            if re.match(r"how many days", s) else s                  # "how many days are in this month"
        m = re.fullmatch(r"how many days (?:are there |is there |are |is |will there be )?in (?P<m>" + "|".join(MONTHS) + r")(?: (?P<y>\d{4}|this year|next year))?", s) or \
            re.fullmatch(r"how many days (?:does|will|did) (?P<m>" + "|".join(MONTHS) + r")(?: (?P<y>\d{4}))? have"
                         r"(?: in (?:the year )?(?P<y2>\d{4}))?", s)
        if m:
            mon = MONTHS.index(m.group("m")) + 1
            said = m.group("y") or m.groupdict().get("y2")
            y = _year(said, today) if said else (today.year if mon >= today.month else today.year + 1)
            n = calendar.monthrange(y, mon)[1]
            return {"kind": "days_in_month", "date": f"{y}-{mon:02d}"}, f"{m.group('m').title()} {y} has {n} days."
        m = re.fullmatch(r"how many days (?:are there |are |is there |will there be )?in (?:the year )?(?P<y>\d{4}|this year|next year|a year)", s) or \
            re.fullmatch(r"how many days (?:does|will|did) (?:the year )?(?P<y>\d{4}|this year|next year|a year) (?:have|last|got)", s)
        if m and (y := today.year if m.group("y") == "a year" else _year(m.group("y"), today)):
            return {"kind": "days_in_year", "date": str(y)}, f"{y} has {366 if calendar.isleap(y) else 365} days."
        m = re.fullmatch(r"how many (?P<u>days|weeks) (?:are )?(?:left|remaining|to go|remain) (?:in|until the end of) (?:the|this) year(?: after today)?", s) or \
            re.fullmatch(r"how many (?P<u>days|weeks) (?:are )?(?:left|remaining) (?:in|of) (?P<y>\d{4})", s)
        if m:
            end = dt.date(today.year, 12, 31)
            n = (end - today).days
            if m.group("u") == "weeks":
                return {"kind": "days_left", "date": end.isoformat()}, f"There are {n // 7} weeks and {n % 7} days left in {today.year} after today."
            return {"kind": "days_left", "date": end.isoformat()}, f"There are {n} days left in {today.year} after today."
        m = re.fullmatch(r"(?:what|which) (?:week number|week) (?:of the year )?(?:is it|is this|are we in|is (?P<d>.+?))(?: today| now)?", s) or \
            re.fullmatch(r"what is the (?:current )?week number(?: (?:today|of (?P<d2>.+)))?", s)
        if m:
            d = read_day(m.groupdict().get("d") or m.groupdict().get("d2") or "today", today, country)
            if d is None:
                return None
            iso = d.day.isocalendar()
            return {"kind": "week_number", "date": d.day.isoformat()}, \
                f"{'Today' if d.day == today else _called(d)} is in week {iso[1]} of {iso[0]}."
        m = re.fullmatch(r"how (?:many (?:more )?(?P<u>days|weeks|months|sleeps|years)|long)(?: (?:is it|are there|are left|left|is left|to go|more|remain))?"
                         r" (?:until|before|to|for|till) (?P<d>.+?)(?: from (?:now|today))?(?: is it)?", s) or \
            re.fullmatch(r"how many (?P<u>days) (?:away is|off is|is it to) (?P<d>.+)", s)
        if m:
            d = m.group("d")
            t = _dated(find_day(d, today, country)) if re.match(r"(?:my|our) ", d) else \
                read_day(d, today, country) or find_day(d if d not in ("that", "it", "this", "then") else self.context, today, country)
            if t is None:                 # "until my anniversary": a day of theirs no calendar holds
                return ({"kind": "unknown", "date": None}, f"Sorry, I don't know when {re.sub(r'^(?:my|our) ', 'your ', d)} is.") \
                    if re.match(r"(?:my|our) [\w']+(?: [\w']+)?$", d) else None
            return self._until(t, m.group("u") or "days", today)
        m = re.fullmatch(r"how (?:many (?P<u>days|weeks|months|years)|long) (?:has it been |have passed |have gone by |have gone past |"
                         r"went by |is it |ago was |ago is |)since (?P<d>.+?)", s) or \
            re.fullmatch(r"how (?:many (?P<u2>days|weeks|years) ago|long ago) (?:was|did) (?P<d2>.+?)(?: happen)?", s)
        if m:
            d = m.group("d") if m.groupdict().get("d") else m.group("d2")
            d = self.context if d in ("that", "it", "this", "then") else d
            said = re.search(r"\b(?:in |on )?(?:(?P<mon>" + "|".join(MONTHS) + r") )?(?:\d{1,2}(?:st|nd|rd|th)?,? )?(?P<y>1\d{3}|20\d\d)$", d)
            if said and said.start() > 0:         # "did the berlin wall fall in november 1989": that date, not autumn
                if (m.groupdict().get("u") or m.groupdict().get("u2")) == "years" and not re.search(r"\d{1,2}(?:st|nd|rd|th)?,? \d{4}$", d):
                    mon = MONTHS.index(said.group("mon")) + 1 if said.group("mon") else 1
                    n = today.year - int(said.group("y")) - (1 if mon > today.month else 0)
                    return {"kind": "years_since", "date": said.group("y")}, \
                        f"{said.group(0).strip().removeprefix('in ').title()} was {n} years ago."
                d = said.group(0).strip().removeprefix("in ").removeprefix("on ")
            t = read_day(d, today, country, ahead=False) or find_day(d, today, country, ahead=False)
            if t is None:
                return None
            n = (today - t.day).days
            unit = m.groupdict().get("u") or m.groupdict().get("u2") or "days"
            return {"kind": "days_since", "date": t.day.isoformat()}, \
                f"{_cap(_called(t))} was {self._count(n, unit, t.day)} ago."
        m = re.fullmatch(r"how many (?P<u>days|weeks) (?:are there |is it )?(?:between|from) (?P<a>.+?) (?:and|to|until) (?P<b>.+)", s)
        if m:
            a, b = read_day(m.group("a"), today, country), read_day(re.sub(r"\bof (\d{4})$", r"\1", m.group("b")), today, country)
            if a is None or b is None:
                return None
            if b.year_said and not a.year_said and not re.search(r"\d{4}", m.group("a")):    # "june 3rd and september 19th, 2026"
                a2 = read_day(f"{m.group('a')} {b.day.year}", today, country)
                a = a2 or a
            if b.day < a.day and not b.year_said:
                b = Target(b.day.replace(year=b.day.year + 1), b.name, b.year_said, b.named) if not (b.day.month == 2 and b.day.day == 29) else b
            n = abs((b.day - a.day).days)
            return {"kind": "days_between", "date": b.day.isoformat()}, \
                f"There are {self._count(n, m.group('u'))} between {_say(a.day)} and {_say(b.day)}."
        return self._month_and_holidays(s, today, country) or self._which_day(s, today, country)

    def _month_and_holidays(self, s: str, today: dt.date, country: str):
        """Days left in a month, a weekday counted in a month, the holiday on a date, the next holiday, and
        whether a named day is a public holiday (the holidays package's own list for [place] country)."""
        months = "|".join(MONTHS)
        m = re.fullmatch(r"how many days (?:are )?(?:left|remaining|to go) (?:in|of|until the end of) (?P<m>this month|the month|"
                         + months + r")(?: after today)?", s)
        if m:
            mon = today.month if "month" in m.group("m") else MONTHS.index(m.group("m")) + 1
            if mon != today.month:
                return None
            end = dt.date(today.year, mon, calendar.monthrange(today.year, mon)[1])
            n = (end - today).days
            return {"kind": "days_left", "date": end.isoformat()}, \
                f"There {'is' if n == 1 else 'are'} {n} day{'' if n == 1 else 's'} left in {end:%B} after today."
        m = re.fullmatch(r"(?:what|which) (?:holiday|holidays) (?:is|are|falls?|was)(?: always| usually)? (?:on )?(?P<d>.+)", s)
        if m:
            t = read_day(m.group("d"), today, country)
            if t is None:
                return None
            on: list[str] = []
            for name in sorted((n for n, day in holiday.names(country, t.day.year).values() if day == t.day), key=len):
                words = set(holiday.canon(name).split())      # one day by two names once: "Martin Luther King Jr. Day"
                if not any(words >= set(holiday.canon(o).split()) for o in on):
                    on.append(name)
            if not on:
                return {"kind": "holiday_on", "date": t.day.isoformat()}, f"{_cap(_say(t.day))} is no holiday I know."
            return {"kind": "holiday_on", "date": t.day.isoformat()}, f"{_cap(_say(t.day))} is {' and '.join(on)}."
        m = re.fullmatch(r"(?:what|which|when) is the next (?:federal |public |national |bank |legal )?holiday", s)
        if m:
            public = holiday.public_days(country, today.year) + holiday.public_days(country, today.year + 1)
            name, day = next((n, d) for n, d in public if d >= today)
            return {"kind": "next_holiday", "date": day.isoformat()}, f"The next public holiday is {name}, on {_say(day)}."
        m = re.fullmatch(r"is (?P<n>.+?) a (?:federal|public|national|bank|legal|official) holiday", s)
        if m:
            got = holiday.find(m.group("n"), today.year, country)
            if got is None:
                return None
            name, _ = got
            public = {holiday.canon(n) for n, _ in holiday.public_days(country, today.year)}
            yes = holiday.canon(name) in public
            return {"kind": "is_public_holiday", "date": str(today.year)}, \
                f"{'Yes' if yes else 'No'}, {name} is {'' if yes else 'not '}a public holiday in {country}."
        return None

    def _which_day(self, s: str, today: dt.date, country: str):
        def month(x):                     # "the first of this month": of December 2026, not the next December
            first = dt.date(today.year, today.month, 1) + relativedelta(months={"this": 0, "next": 1, "last": -1}[x[2]])
            return f"{x[1]} of {MONTHS[first.month - 1]} {first.year}"
        s = re.sub(r"\b(the \w+(?: \w+)?) of (this|next|last) month\b", month, s)
        s = re.sub(r" (?:fall|falls|land|lands|be|is)(?: on)? (this|next|last) year$", r" \1 year", s)
        s = re.sub(r"\b(yesterday|tomorrow)'?s date\b", r"the date \1", s)
        s = re.sub(r"^(what|which) (day|day of the week|weekday) (?:does|did|will) (?:the month of )?(.+?) (start|begin|end)s?(?: on)?$",
                   lambda m: f"{m[1]} {m[2]} is the {'last' if m[4] == 'end' else 'first'} day of {m[3]}", s)   # "does march 2027 start on"
        past = bool(re.match(r"^(?:what|which) (?:day|date)(?: of the week)? (?:was|did)\b|^when (?:was|did)\b", s))
        forms = (
            r"(?:the (?:date|day) of|what (?:is|was|will be) the (?:date|day) (?:of|for)|the date for) (?P<d>.+)",
            r"(?:what|which) (?:day|date|weekday)(?: of the week)? (?:is|was|will|does|did|would|falls?)(?: it be)? (?:on )?(?P<d>.+?)"
            r"(?: (?:be|on|fall on|fall|falls on|land on|land|be on|going to be|happen))?",
            r"(?:on )?what (?:day|date)(?: of the week)? (?:is|does|will) (?P<d>.+?) (?:fall|land|be)(?: on)?",
            r"(?:when is|when was|when will be|when's|when does|what is the date of|what was the date of|what date was|what date is) (?P<d>.+?)"
            r"(?: (?<!of )(?:fall|be|on))?",                                     # "when is the first day of fall": the season
            r"what (?:will be|was|is) the date (?P<d>(?:in|on) .+|.+ from .+|tomorrow|yesterday|next .+|last .+|.+ ago|"
            r"(?:the )?day (?:before yesterday|after tomorrow))(?: today)?",
            r"(?:what|which) (?:is|was|will be) the (?:weekday|day of the week|day) (?:for|of|on) (?P<d>.+)",
            r"what (?:day|date|(?P<mo>month|year)) (?:will it be|was it|is it) (?P<d>in .+|tomorrow|yesterday|.+ ago|.+ from (?:now|today))",
            r"what is (?P<d>\d+ (?:days?|weeks?) from (?:now|today))",
            r"is (?P<d>.+?) (?:on )?a (?P<wd>" + _WD + r"|weekend|weekday)(?P<y> this year| next year| in \d{4})?",
            r"(?:does|will|is|did) (?P<d>.+?) (?:fall|land|be|happen)(?: on)? (?:a |the )?(?P<wd>" + _WD + r"|weekend|weekday)"
            r"(?P<y> this year| next year| in \d{4})?(?: this time(?: around)?| next time(?: around)?)?",   # "... land on a weekend next year"
            r"(?:is|was|will) (?P<d>.+?)(?P<y> this year| next year| in \d{4})?(?: be| fall| falls)? on (?P<on>(?:the )?\d{1,2}(?:st|nd|rd|th)?"
            r"(?:(?: of)? (?:" + "|".join(MONTHS) + r"))?|(?:" + "|".join(MONTHS) + r") (?:the )?\d{1,2}(?:st|nd|rd|th)?)(?P<y2> this year| next year| in \d{4})?",
            r"what (?:is|was|will be) (?P<d>.+)",
            r"when (?P<d>.+?)(?: (?:is|falls|will be|was))?(?P<y> (?:this|next|last) year| in \d{4})",
            r"when (?:did|does|will|is|was) (?P<d>.+?) (?:fall|land|happen|take place|be|come)(?: on)?(?P<y> (?:this|next|last) year| in \d{4})?",
            r"what will the date be (?P<d>.+)",
            r"when (?P<d>.+?) (?:is|falls|will be|was)")
        t = m = unknown = None
        for form in forms:
            m = re.fullmatch(form, s)
            if m is None:
                continue
            phrase = re.sub(r"^(?:did|does|will|is|was) ", "", m.group("d") + (m.groupdict().get("y") or m.groupdict().get("y2") or ""))
            phrase = re.sub(r" (?:(?:be|falls?|lands?|happen|come)(?: on)?|on)(?= (?:in )?\d{4}$| (?:this|next|last) year$)| be$", "", phrase)
            it = re.match(r"(?:it|that|this|that day)( (?:this|next|last) year| in \d{4})?$", phrase)
            if it and self.context and (day := find_day(spoken_years(clean(self.context)), today, country)) and day.named:
                phrase = day.name + (it.group(1) or "")     # "I need flowers for Mother's Day. When is it next year?"
            if re.fullmatch(r"(?:it|the date|the day|today's date|the current date)?\s*(?:today|now|right now)?", phrase):
                return None               # today: the clock's get_date
            t = read_day(phrase, today, country, ahead=not past)
            if t is not None and t.named and not t.year_said and re.fullmatch(r"what (?:is|was) (?:the )?[a-z' -]+", s) and \
                    not re.search(r"\b(?:day|date|eve|next|last|this|coming)\b", s):
                return None               # "what is diwali": what it is (the encyclopedia's), not when
            if t is not None:
                break
            bare = re.sub(r" (?:this|next|last) year$| (?:in )?\d{4}$", "", phrase)
            last = bare.split()[-1] if bare.split() else ""
            named_in_a_year = bare != phrase and len(bare.split()) <= 3 and not re.search(r"\d|\b(?:it|the date|you)\b", bare)
            if (named_in_a_year or re.search(r"(?:day|sday|mas|fest|festival)$", last)) and last not in DAYS + ("today", "yesterday", "holiday") and \
                    not re.search(r"\b(?:before|after|from|until|of)\b", bare):    # "zorgon remembrance day": no day of ours
                unknown = unknown or ({"kind": "unknown", "date": None}, f"Sorry, I don't know a day called {bare}.")
        if t is None and unknown is not None:
            return unknown
        if t is None:       # a day said anywhere in a question about days ("easter 2028 what date")
            if not _ASKS_DAY.search(s) or len(s.split()) > SCAN_WORDS or _ASKS_A_THING.match(s):
                return None
            m = None
            t = find_day(s, today, country, ahead=not past)
            if t is None:
                if re.search(r"\b(?:today|now)\b|\b(?:is it|it is)(?: today| now| right now)?$", s) or \
                        re.fullmatch(r"what (?:day|date) is it|what is the date|what day of the week is it", s):
                    return None       # today's: the clock's get_date
                return {"kind": "unknown", "date": None}, "Sorry, I can't work out which day you mean."
        d = t.day
        asks = m.groupdict().get("wd") if m is not None else None
        verb = "is" if d >= today else "was"
        if asks:
            if asks in ("weekend", "weekday"):
                yes = (d.weekday() >= 5) == (asks == "weekend")
            else:
                yes = d.weekday() == DAYS.index(asks)
            what = d.strftime("%A") if asks not in ("weekend", "weekday") else \
                ("weekend day" if d.weekday() >= 5 else "weekday") + f", a {d:%A}"
            return {"kind": "weekday", "date": d.isoformat()}, \
                f"{'Yes' if yes else 'No'}, {_called(t) if t.named else _say(d)} {verb} a {what}."
        if m is not None and m.groupdict().get("mo"):           # "what month will it be five months from now"
            return {"kind": "date", "date": d.isoformat()}, f"{_cap(t.name)} it {'will be' if d > today else 'was'} " + \
                (f"{d:%B %Y}." if m.group("mo") == "month" else f"{d.year}.")
        if m is not None and m.groupdict().get("on") and (re.search(r"[a-z]{3}", m["on"].replace("the ", "")) and (
                on := read_day(f"{m.group('on')} {d.year}", today, country)) or (on := int(re.search(r"\d+", m["on"])[0]))):
            same = on.day == d if isinstance(on, Target) else on == d.day      # "is presidents' day on the 15th in 2027"
            return {"kind": "date", "date": d.isoformat()}, f"{'Yes' if same else 'No'}, {_cap(t.name)} {verb} on {_say(d)}."
        if t.named:
            off = holiday.observed(t.name, d.year, country) if re.search(r"\b(?:observed|days? off|(?:get|have|take|is) off)\b", s) else None
            if off is not None and off != d:
                return {"kind": "holiday", "date": off.isoformat()}, \
                    f"{t.name} falls on {_say(d)}; the day off is {_say(off)}."
            return {"kind": "holiday", "date": d.isoformat()}, f"{t.name} {verb} on {_say(d)}."
        name = _cap(t.name)
        if re.match(r"\d+ |in |.* ago|.* from ", t.name) or t.name in ("tomorrow", "yesterday", "the day after tomorrow",
                                                                          "the day before yesterday", "day after tomorrow",
                                                                          "day before yesterday"):
            return {"kind": "date", "date": d.isoformat()}, f"{name} {verb} {_say(d)}." if re.search(r" (?:after|before) ", t.name) else \
                f"{name} {'it will be' if d > today else 'it was'} {_say(d)}."
        if t.name.split()[0] in DAYS + ("next", "last", "this", "coming", "the"):
            return {"kind": "date", "date": d.isoformat()}, f"{name} {verb} {_say(d)}."
        said = name if t.year_said else f"{name}, {d.year}"
        return {"kind": "weekday", "date": d.isoformat()}, f"{said} {verb} a {d:%A}."

    @staticmethod
    def _count(n: int, unit: str, day: dt.date | None = None) -> str:
        """n days from or to day (the other end is today) in unit: whole calendar years or months and
        what is left ("250 years and 5 months (91,463 days)"), weeks and days, or days."""
        if unit == "weeks":
            w, d = divmod(n, 7)
            return f"{w} week{'s' if w != 1 else ''}" + (f" and {d} day{'s' if d != 1 else ''}" if d else "")
        if unit in ("years", "months") and day is not None:
            a, b = sorted((day, day + dt.timedelta(days=n)))
            gap = relativedelta(b, a)
            big, small = (gap.years, gap.months) if unit == "years" else (gap.years * 12 + gap.months, gap.days)
            names = ("year", "month") if unit == "years" else ("month", "day")
            plural = lambda k, w: f"{k} {w}{'s' if k != 1 else ''}"      # noqa: E731
            if big == 0:                    # "0 months and 21 days": 21 days
                return plural(n, "day") if unit == "months" or small == 0 else plural(small, names[1]) + f" ({n:,} days)"
            return plural(big, names[0]) + (f" and {plural(small, names[1])}" if small else "") + f" ({n:,} days)"
        return f"{n} day{'s' if n != 1 else ''}"

    def _until(self, t: Target, unit: str, today: dt.date):
        n = (t.day - today).days
        name = _called(t)
        if n < 0:
            return {"kind": "days_until", "date": t.day.isoformat()}, f"{name} was {self._count(-n, unit, t.day)} ago."
        if n == 0:
            return {"kind": "days_until", "date": t.day.isoformat()}, f"{name} is today!"
        unit = "days" if unit in ("sleeps", "days") else unit
        return {"kind": "days_until", "date": t.day.isoformat()}, f"There {'is' if n == 1 else 'are'} {self._count(n, unit, today)} until {name}."


def _year(word: str, today: dt.date) -> int:
    return {"this year": today.year, "next year": today.year + 1, "last year": today.year - 1}.get(word) or int(word)


def _dated(t: Target | None) -> Target | None:
    """A day of the asker's own counts by its date ("my anniversary on January 9th"), not by a holiday's name
    in it ("my mom's birthday" is no Mother's Day)."""
    return t if t is not None and not t.named else None
