"""Other ways of asking the dates' questions, said the way dates.py reads them: "will the year 2400 be a
leap year" (is 2400 a leap year), "the ISO week number for March 1" (what week number is March 1), "on what
day of the week does March 2027 begin" (what day of the week is March 1, 2027), "what week of the year does
Christmas fall in" (what week number is Christmas), "how many days after March 1
is June 30" (how many days between March 1 and June 30)."""
from __future__ import annotations

import calendar
import re

from .answers import number_at
from .dayread import MONTHS

_MONTH = "|".join(MONTHS)
_DAY = "monday|tuesday|wednesday|thursday|friday|saturday|sunday"


def plain(s: str) -> str:
    s = re.sub(r"\b(left|remaining|remain) (in|of) (.+?) (?:after|not counting|apart from) today$", r"\1 \2 \3", s)   # what it says anyway
    s = re.sub(r"\bweak (?=number\b|of the year\b)", "week ", s)                            # Whisper's "what weak number is it"
    s = re.sub(r"\b(jan|feb|mar|apr|jun|jul|aug|sept?|oct|nov|dec)\.? (?=\d|twenty|nineteen|the\b|this\b|next\b)",
               lambda m: next(n for n in MONTHS if n.startswith(m[1])) + " ", s)          # "feb twenty twenty seven"
    s = re.sub(r"\bthe (first|second|third|last) (" + _DAY + r") (?:of|in) (\d{4})\b",
               lambda m: f"the {m[1]} {m[2]} of {'december' if m[1] == 'last' else 'january'} {m[3]}", s)   # "of 2027": of its January
    s = re.sub(r"\bfull on\b", "fall on", s)                                              # Whisper's "full on"
    s = re.sub(r"^which (?=day of the year\b|day number\b)", "what ", s)                     # "which day of the year is today"
    s = re.sub(r"\bthis coming year\b", "next year", s)
    s = re.sub(r"\b(until|till|to|before) (?:my|our|the) [a-z' ]{3,30}? on (?=(?:the )?\d|(?:" + _MONTH + r")\b)", r"\1 ", s)   # "my exam on feb 8"
    s = re.sub(r"\b(?:the )?first (?:full )?day of (?!(?:the |this |next |last )?(?:month|year|week|spring|summer|autumn|fall|winter|school|"
               + _MONTH + r")\b)", "", s)                                                   # "the first day of passover": passover
    s = re.sub(r"^(?:what|which) (?:was|is|will be) the (?:date|day) of (?=(?:my|our|his|her|their) )", "when is ", s)   # "... of my first
    # day of school": the asker's own day, not "the 1st"
    s = re.sub(r"\bday ?light (?=savings?|saving time|time)", "daylight ", s)          # Whisper's "day light savings"
    s = re.sub(r"^(?:will|would|was|is) (?:the year )?(\d{4}) (?:be |have been |been )?a leap year$", r"is \1 a leap year", s)
    s = re.sub(r"^what is the (?:iso |iso 8601 )?week (?:number )?(?:for|of|on) (.+)$", r"what week number is \1", s)
    s = re.sub(r"^(?:what|which) (?:week number|week(?: of the year)?) (?:does|did|will|is|was) (.+?)"
               r"(?: (?:fall|fell|land|be|come)(?: in| on)?| in)?$", r"what week number is \1", s)   # "... does christmas fall in"
    m = re.fullmatch(r"(?:on )?(?:what|which) day(?: of the week)? (?:does|did|will|is) (?:the (?:month|year) (?:of )?)?"
                     r"(?:(?P<m>" + _MONTH + r") )?(?P<y>\d{4}) (?P<v>begin|start|end|finish)(?: on)?", s)
    if m:
        mon = MONTHS.index(m["m"]) + 1 if m["m"] else (12 if m["v"] in ("end", "finish") else 1)
        day = calendar.monthrange(int(m["y"]), mon)[1] if m["v"] in ("end", "finish") else 1
        return f"what day of the week is {MONTHS[mon - 1]} {day} {m['y']}"
    s = re.sub(r"^(?:count|work out|figure out|calculate) the (days|weeks) (?:(?:from|starting) (?:today|now) )?(?:to|until|till) ",
               r"how many \1 until ", s)                                                    # "count the days from today to March 1st"
    s = re.sub(r"^(days|weeks|sleeps) (?:left |remaining |to go )?(until|till|til|to|before) ", r"how many \1 until ", s)   # "days left until ..."
    s = re.sub(r"^(?:if (?:i|you|we) )?(add|take|subtract|count) ((?:\S+ ){1,2}?(?:days?|weeks?|months?|years?)) (?:to|from|after|onto|back from) (.+?),? "
               r"(?:what|which) (?:date|day)\b.*$", lambda m: f"what date is {m[2]} {'before' if m[1] in ('take', 'subtract') else 'after'} {m[3]}", s)
    # "If I add 45 days to January 20th next year, what date do I land on?"
    s = re.sub(r"^(?:does|will|did|is) (.+?) (?:going to )?(?:fall|land|come|happen) on (?=.*(?:\d|" + _MONTH + r"))", r"is \1 on ", s)   # "does memorial day
    # land on may 31st in 2027"
    s = re.sub(r"(?<!what )(?<!which )(?<!every )(?<!each )(?<!a )\b([a-z']+ (?:day|eve)) in (?:" + _MONTH + r")\b(?=(?: \d{4}| this year| next year)?$)",
               r"\1", s)                                                                 # "presidents' day in february 2027": its month
    s = re.sub(r"\b(an?|\w+) (?:and a half years|years? and a half)\b", lambda m: f"{int(n) * 12 + 6} months" if (n := number_at(
        [m[1].replace("an", "a")], 0)[0]) is not None and n == int(n) else m[0], s)            # "a year and a half from now": 18 months
    s = re.sub(r"\bhalf a year\b", "6 months", s)
    s = re.sub(r"\b(?:for the|for tea) (day|week|month|year)s? (?=from|after|before|ago|later)", r"forty \1s ", s)   # Whisper's "for the week from"
    s = re.sub(r"^wednesday (?=(?:(?!\b(?:is|was|will|does|do|did|be|at|on|the)\b)[a-z' ])+ (?:day|eve|mas|ween|giving)(?: \d{4})?$)", "when is ", s)
    # Whisper's "wednesday groundhog day" for "when's groundhog day"
    s = re.sub(r"^when his (?=[a-z']+ day(?: [\d ]+)?$)", "when is ", s)               # and "when his father's day 2027"
    s = re.sub(r"^in (\d{4}),? (.+)$", r"\2 in \1", s)                                   # "in 2029, when does thanksgiving fall?"
    s = re.sub(r"^(?!when\b)(.+?),? when (?:is|was|will) (?:it|that)(?: be)?$", r"when is \1", s)   # "good friday in 2028, when is it"
    s = re.sub(r"^how many (days|weeks|months) (?:is|are) (.+?) (?:from (?:now|today)|away)$", r"how many \1 until \2", s)
    s = re.sub(r"^(?!when\b|what\b|how\b)(.+?) (?:is|was|will be|falls) when$", r"when is \1", s)        # "Palm Sunday 2027 is when?"
    s = re.sub(r"^how many (days|weeks) (?:were|are|will) there (?:be )?between ", r"how many \1 between ", s)
    s = re.sub(r"^how many (days|weeks|months) (?:from|away from) (?:now|today) (?:is|are|till|until|to) (.+)$", r"how many \1 until \2", s)   # "... from now is Easter"
    s = re.sub(r"^((?:last|next|this) (?:" + _DAY + r")|yesterday|tomorrow|(?:a|one|two|three|\d+) (?:days?|weeks?) ago) "
               r"(what (?:was|is|will be) the date)$", r"\2 \1", s)          # "last tuesday, what was the date?"
    m = re.fullmatch(r"how many days (?:in total )?(?:are there |are |is there |will there be )?(?:in total )?in (?:the months of )?"
                     rf"(?P<ms>(?:(?:{_MONTH}),? (?:and )?)+(?:{_MONTH}))(?: (?:put )?together| combined| in total| altogether)?", s)
    ms = [MONTHS.index(w) for w in re.findall(_MONTH, m["ms"])] if m else []
    if len(ms) > 1 and all(b == a + 1 for a, b in zip(ms, ms[1:])):      # "in June, July and August put together": one span
        return f"how many days between {MONTHS[ms[0]]} 1 and {MONTHS[(ms[-1] + 1) % 12]} 1"
    m = re.search(r"\b(?:needs?|takes?|lasts?|will take|for|says|said|is|are|of|has|have|gives?) (?:another |about |around |only |just )?"
                  r"(?P<d>(?:[\w-]+ ){1,2}?(?:days?|weeks?|months?|years?))\b", s)
    if m and re.search(r"\b(?:what|which) (?:date|day)\b.*\b(?:ready|done|finished|be over|end|expire|run out)\b|"
                       r"\bwhat (?:date|day) (?:will|would) (?:that|it|this) be\b|\bwhen (?:does|will|would|is) (?:it|that|this)(?: going to)? "
                       r"(?:run out|expire|end|finish|be over|be done|be ready|be up|lapse|due)\b", s):
        return f"what is the date in {m['d']}"      # "The brine needs three days. If I start it today, what day will it be ready?"
    m = re.search(r"\bborn (?:on )?(?P<d>[\w ]+?\b(?P<y>1\d{3}|20\d\d))\b.*?\b(?:my|his|her|their) (?P<n>\d{1,3})(?:st|nd|rd|th) birthday\b", s)
    if m:        # "I was born on 22 April 1980. What day of the week will my 50th birthday be?"
        return f"what day of the week is {m['d'][:m.start('y') - m.start('d')]}{int(m['y']) + int(m['n'])}"
    m = re.fullmatch(r"how many days (?P<w>after|past|later than|before|earlier than) (?P<a>.+?) (?:is|was|will be|comes) (?P<b>.+)", s)
    if m and re.search(r"\d", m["a"]) and re.search(r"\d", m["b"]):      # dates said, not two feasts' next days
        return f"how many days between {m['a']} and {m['b']}"
    return s
