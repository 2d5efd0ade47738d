"""The request in an utterance that also says why ("Oh, and the clocks go forward tonight. Remind me at
nine tomorrow morning to change the clock on the stove", "Right, it's empty. Add bread to the shopping
list then"): when exactly one of its sentences asks for something (a command's verb or a question), that
sentence is the request, and the others are context; a day the context names stands in for "that
morning" / "that day" in it ("I have to catch the 6 a.m. train on Thursday. Set an alarm for 4.30 that
morning"). Two requests, or none: the utterance as it is.
"""
from __future__ import annotations

import re

_ASKS = re.compile(r"^(?:(?:oh|ok|okay|right|so|and|then|now|also|please|hey|um|well|actually|alright)[, ]+)*"
                   r"(?:set|remind|add|put|cancel|delete|remove|start|stop|snooze|pause|resume|wake|take|cross|read|clear|"
                   r"make|create|turn|give|what|what's|whats|how|when|which|is|are|do|does|can|could|would|will|tell|list)\b",
                   re.I)
_COMMAND = re.compile(r"\b(?:remind me|set (?:a|an|the|my|up|me|it)|wake me|add|cancel|delete|start (?:a|an|the)|snooze|"
                      r"put (?:a|an|the|on))\b", re.I)
_TIME_FIRST = re.compile(r"(?:on|in|at|by|every|each|next|this|tomorrow|today|tonight|from|after|before|until|till|around|"
                         r"about|weekdays?|weekends?|mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?|"
                         r"a (?:week|fortnight|month) (?:from|today|tomorrow)|\d)\b", re.I)   # "on weekends set an alarm for 8",
# "in 20 minutes remind me", "a week from today at 9, remind me": its own time
_DAY = r"(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight)"
_NEW_LIST = re.compile(r"\b(?:make|start|create|begin|set up|do (?:me|us) (?:a|an))\b.*\blist\b(?: (?:for|called|named) (?:the |my |our )?[\w'-]+(?: [\w'-]+)?)?\W*$", re.I)
_THAT = re.compile(r"\bthat (morning|day|evening|afternoon|night)\b", re.I)
_TIMEWORD = (r"(?:\d[\d:.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|"
             r"seventeen|eighteen|nineteen|twenty|thirty|forty|fifty|oh|half|quarter|noon|midnight|o'?clock|[ap]\.?m\.?|"
             r"minutes?|mins?|hours?|seconds?|and a half|and)")
# a value said again in place of the one before it: "six fifteen, no wait make that six thirty", "at 2 no sorry at 3", "for 10 minutes, I mean 12"
_CORRECTION = re.compile(r"[,.\s]+(?:no|sorry|i mean|actually|make (?:that|it)|or rather|scratch that)(?:[,\s]+(?:no|sorry|wait|way(?: to)?|"
                         r"actually|i mean|make (?:that|it)|or rather|hang on|hold on))*[,\s]+(?=(?P<prep>(?:at|for|in|on) )?" + _TIMEWORD + r"\b)", re.I)
# a phrase said again with its preposition: "one hour thirty for the rolls, no, for the dumplings"
_PHRASE_AGAIN = re.compile(r"(?P<prep>\b(?:for|to|on|from|off) )(?P<was>(?:the |my |our )?[\w' ]+?)[,.\s]+(?:no|sorry|i mean|actually)"
                           r"(?:[,\s]+(?:no|sorry|wait|i mean))*[,\s]+(?P=prep)(?P<now>(?:the |my |our )?[\w' ]+?)(?=[.,!?]|$)", re.I)
# a day said again: "remind me tomorrow... no wait, Friday, at 2"
_DAY_AGAIN = re.compile(r"\b(?P<was>today|tonight|tomorrow|(?:on |next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day)[,.\s]+(?:no|sorry|actually|i mean|or rather)"
                        r"(?:[,\s]+(?:no|sorry|wait|i mean|actually))*[,\s]+(?P<now>(?:on |next |this )?(?:mon|tues|wednes|thurs|fri|satur|sun)day|"
                        r"today|tonight|tomorrow)\b,?", re.I)

_NUMWORDS = (r"one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|"
             r"eighteen|nineteen|twenty|thirty|forty|fifty|half|quarter|noon|midnight")
_NUMBER = r"\b(?:" + _NUMWORDS + r")\b"
# the value said before a correction with other words after it: "for 30 minutes| for the varenyky", "for six thirty a.m.| as a backup"
_VALUE_INSIDE = re.compile(r"(?P<v>\b(?:(?:at|for|in|on) )?(?:(?:\d[\d:.]*|" + _NUMWORDS + r")\b[\s.-]*)(?:\b" + _TIMEWORD +
                           r"\b[\s.-]*)*)(?P<tail>(?:(?!\b" + _TIMEWORD + r"\b)[\w' ]|,(?! *$))+?)[,.\s]*$", re.I)
# a whole command said again after "no wait": the first one is taken back
_COMMAND_AGAIN = re.compile(r"[,.;]\s*(?:no|sorry|wait|actually|i mean|scratch that|hang on)(?:[,\s]+(?:no|sorry|wait|actually|i mean))*"
                            r"(?:[,\s]+(?:leave|keep|forget) (?:that|it|those)(?: (?:one|on|there))?)?"
                            r"[,\s]+(?=(?:take|add|put|set|remind|cancel|remove|delete|start|wake|cross)\b(?! (?:it|that)\b))", re.I)
# "Take bug spray off the camping list, no wait, leave that, take off the lantern": the second
# the same with words between: "no, wait, tomorrow is Saturday, put it at nine"
_CHANGED = re.compile(r"(?:[.,]+\s*|\s+)(?:no|sorry|actually|wait)\b[^.?!]*?\b(?:put|make|set|change|move) (?:it|that)(?: to be)? "
                      r"(?P<prep>at|for|to) (?=" + _TIMEWORD + r"\b)", re.I)


_A_LIST = re.compile(r"\b(?:the |my |our )?[\w'-]+(?: [\w'-]+)? list\b", re.I)
# a phrase said again in the next sentence: "Sorry, the shopping list.", "No, the waffles.", "Actually, hamburger buns."
_AGAIN = re.compile(r"(?:(?:no|sorry|wait|actually|i mean|oops)[,\s]+)+(?:(?:to|on|onto|from|off|for) )?(?P<now>[\w'-]+(?: [\w'-]+){0,3}?)[.!]?", re.I)
_SEE_TO = re.compile(r"(?:(?:so |ok |okay )?(?:could|can|would|will) you(?: please)? |please )?(?:see to|do|sort|handle|set up|arrange|"
                     r"take care of|remember) (?:that|it|this)(?: (?:out|up|for me|please))*[.?!]*", re.I)


def sentences(text: str) -> list[str]:
    return [s for s in re.split(r"(?<![aApP]\.[mM]\.)(?<!\b(?:Dr|Mr|Ms|St)\.)(?<=[.!?])\s+(?=[A-Z\"'])", text.strip())
            if s.strip(" .!?")]          # "at 6 a.m. Christmas morning" is one sentence


def corrected(text: str) -> str:
    """The words with a corrected value said once: the value before "no" / "sorry" / "I mean" gives way to the
    one after it ("set an alarm for six fifteen, no, six thirty" -> "set an alarm for six thirty"); with a
    preposition again after it ("at 2 no sorry at 3"), back to the one before."""
    text = _PHRASE_AGAIN.sub(lambda p: p["prep"] + p["now"], _DAY_AGAIN.sub(lambda d: d["now"], text))
    if again := _COMMAND_AGAIN.search(text):     # "Take hats off, no wait, take the beach umbrella off the list": the second
        return corrected(text[again.end():])
    m = _CORRECTION.search(text)
    if m is None and (said := re.search(r"\b(?P<was>[\w'-]+)[.,!]?\s+(?:actually|no|sorry|wait)(?:[,\s]+(?:no|sorry|wait|actually))*[,\s]+"
                                        r"(?:make (?:that|it)|i mean|i meant) (?P<now>[a-z][\w' -]*?)[.!]?$", text, re.I)) and \
            not re.search(r"\d|\b(?:minutes?|hours?|seconds?|am|pm|o'?clock|noon|midnight)\b", said["now"], re.I):
        return text[:said.start("was")] + said["now"] + ("" if said["now"].lower().endswith(said["was"].lower()) else "")   # "Oh and milk.
        # Actually no, make that oat milk.": oat milk
    if m is None and (c := _CHANGED.search(text)):      # "at seven... no, wait, tomorrow is Saturday, put it at nine"
        before = text[:c.start()]
        cut = max((p.start() for p in re.finditer(r"\b(?:at|for|in)\s+(?=" + _TIMEWORD + r"\b)", before, re.I)), default=None)
        prep = "at" if c.group("prep").lower() == "to" else c.group("prep")
        return corrected(before[:cut] + prep + " " + text[c.end():]) if cut is not None else text
    if m is None:
        return text
    before = text[:m.start()]
    inside = _VALUE_INSIDE.search(before)
    if inside:            # "30 minutes for the varenyky, no, 35 minutes", "six thirty as a backup, no, make that seven":
        value = re.match(r"(?:(?:at|for|in|on) )?(?:\b" + _TIMEWORD + r"\b[\s-]*)+", text[m.end():], re.I)   # in its place
        said = value.group(0).strip() if value else ""
        if re.match(r"(?:at|for|in|on) ", said, re.I) and not re.match(r"(?:at|for|in|on) ", inside["v"], re.I):
            said = said.split(" ", 1)[1]
        elif (prep := re.match(r"(?:at|for|in|on) ", inside["v"], re.I)) and not re.match(r"(?:at|for|in|on) ", said, re.I):
            said = prep.group(0) + said                    # "for 30 minutes ..., no, 35 minutes": for 35 minutes
        unit = re.search(r"\b(minutes?|mins?|hours?|seconds?)\b", inside["v"])
        if unit and not re.search(r"\b(?:minutes?|mins?|hours?|seconds?)\b", said):
            said += f" {unit.group(1)}"                     # "12 minutes for dal, no, 15": 15 minutes
        half = re.search(r"\b[ap]\.?\s?m\b\.?", inside["v"], re.I)
        if half and not re.search(r"\b[ap]\.?\s?m\b|\b(?:noon|midnight)\b", said, re.I) and re.fullmatch(r"(?:(?:at|for) )?(?:\d{1,2}(?:[:.]\d\d)?|(?:" + _NUMWORDS + r")(?: (?:" + _NUMWORDS + r"))?)", said, re.I):
            said += " " + half.group(0)                     # "7 am tomorrow, no, 8": 8 am
        if said and re.search(r"\d|" + _NUMBER, said, re.I):
            rest = text[m.end() + value.end():]
            return corrected(before[:inside.start("v")] + said + (" " if not said.endswith(" ") else "") + inside["tail"].lstrip() +
                             ("" if re.match(r"\s*[,.;!?]|\s*$", rest) else rest))
    if m.group("prep"):
        cut = max((p.start() for p in re.finditer(r"\b(?:at|for|in|on)\s(?=" + _TIMEWORD + r"\b)", before, re.I)), default=None)
    else:
        run = re.search(r"\b" + _TIMEWORD + r"[\s-]*(?:\b(?:" + _TIMEWORD[3:-1] + r"|to|past)[\s-]*)*$", before, re.I)   # "quarter to six"
        cut = run.start() if run else None
    after = text[m.end():]
    before = re.sub(r"(?:[,\s]+(?:actually|you know what|wait|no|sorry|um|uh))+[,\s]*$", "", before, flags=re.I)
    if cut is None:             # "set timer 12 minutes for dal, no, 15": the value said before, in its place
        last = list(re.finditer(r"\b\d[\d:.]*\b", before))
        alone = re.fullmatch(r"(\d[\d:.]*)\W*", after)
        return before[:last[-1].start()] + alone.group(1) + before[last[-1].end():] if last and alone else text
    unit = re.search(r"\b(minutes?|mins?|hours?|seconds?)\W*$", before)
    said = re.match(r"(?:\b" + _TIMEWORD + r"\b[\s-]*)+", after, re.I)
    if unit and said and not re.search(r"\b(?:minutes?|mins?|hours?|seconds?)\b", said.group(0)):
        after = said.group(0).rstrip() + f" {unit.group(1)} " + after[said.end():]     # "5 minutes no 10": 10 minutes
    return corrected(before[:cut] + after)


def _said_again(ask: str, then: str) -> str | None:
    """The request with the phrase said again in the sentence after it in place of the one it corrects: a list
    ("Add rice to the to-do list. Sorry, the shopping list."), a named thing ("Set a timer for twelve minutes for the
    pancakes. No, the waffles."), the item added ("Add hot dog buns to the shopping list. Actually, hamburger buns.")."""
    fix = _AGAIN.fullmatch(then)
    if fix is None:
        return None
    now = fix["now"]
    if re.search(r"\blist$", now, re.I):
        return _A_LIST.sub(now, ask, count=1) if _A_LIST.search(ask) else None
    if re.match(r"(?:the|my|our) ", now, re.I):
        was = list(re.finditer(r"\b(?:for|to|on|from|off|about) (?P<was>(?:the|my|our) [\w'-]+(?: [\w'-]+)?)(?=[\s,.!?]*$|,)", ask, re.I))
        if was and not was[-1]["was"].lower().endswith(" list"):
            return ask[:was[-1].start("was")] + now + ask[was[-1].end("was"):]
    item = re.match(r"(?:please )?(?:add|put|stick|pop|throw|write) (?P<was>.+?) (?:to|on|onto) (?:the |my |our )?[\w' -]*list\b", ask, re.I)
    return ask[:item.start("was")] + now + ask[item.end("was"):] if item else None


def request(text: str) -> str:
    """The one sentence of text that asks for something, with the context's day; else text. Said,
    not typed (no full stops: "oh and the clocks go forward tonight remind me at 9 ..."): the one
    command that starts after the first words."""
    said = sentences(text)
    if len(said) < 2:
        t = text.strip()
        starts = [m.start() for m in _COMMAND.finditer(t)]
        if _ASKS.match(t) or len(starts) != 1 or starts[0] < 12:
            return text
        said = [t[:starts[0]].rstrip(" ,"), t[starts[0]:]]
        if _TIME_FIRST.match(said[0]) or len(said[0].split()) < 4 or \
                re.search(r"\b(?:lists?|alarms?|timers?|reminders?)\b", said[0], re.I):   # "shopping list add avocados"
            return text
    asking = [s for s in said if _ASKS.match(s.strip())]
    if len(asking) != 1:
        return text
    ask = asking[0]
    if _SEE_TO.fullmatch(ask.strip()):          # "... I'd like to be up at half past six. Could you see to that?": the remark
        return " ".join(s for s in said if s is not ask)
    at = said.index(ask)
    if at + 1 < len(said) and re.fullmatch(r"(?:(?:no|sorry|i mean|actually|make (?:it|that))[,\s]+)*(?:(?:at|by|around|about) "
                                           r"(?:\d{1,2}(?:[:. ]\d\d)?|" + _TIMEWORD + r")(?: [\w.]+){0,3}|(?:for )?(?:another |an extra )?"
                                           r"[\w-]+(?: [\w-]+)? (?:more )?(?:minutes?|mins?|hours?|seconds?)(?:,? please)?)[.!]?",
                                           said[at + 1].strip(), re.I):
        ask = ask.rstrip(" .!") + " " + said[at + 1]  # "Remind me ... at lunch time. At 12 30.", "Snooze! Five more minutes."
    elif at + 1 < len(said) and (again := _said_again(ask, said[at + 1].strip())):
        ask = again
    elif at + 1 < len(said) and re.fullmatch(r"(?:and )?(?:call|name|label) it [\w' -]+[.!]?", said[at + 1].strip(), re.I):
        ask = ask.rstrip(" .!") + ", " + said[at + 1]  # "Set an alarm for midnight. Call it countdown."
    elif at + 1 < len(said) and re.fullmatch(r"(?:(?:no|sorry|wait|actually|i mean|make (?:it|that)|or rather)[,\s]+)+(?:(?:at|for) )?"
                                             r"(?:\b" + _TIMEWORD + r"\b[\s.-]*)+[.!]?", said[at + 1].strip(), re.I):
        ask = ask.rstrip(" .!") + ", " + said[at + 1]  # "Set one for six thirty as a backup. No wait, make that seven."
    if any(re.match(r"(?:and|also|plus|or|too)\b", s.strip(), re.I) for s in said if s is not ask):
        return text                       # "Add milk. And eggs.": one request said in two
    if _NEW_LIST.search(ask) and said[-1] is not ask and said.index(ask) == len(said) - 2 and not re.fullmatch(
            r"(?:thanks|thank you|please|cheers|ok|okay|great|perfect|cool|lovely)(?: (?:so much|a lot))?\W*", said[-1], re.I):
        return ask.rstrip(" ?.!") + ": " + said[-1]      # "Can you make me a Christmas list? Prawns, pavlova and ham."
    head = next((s for s in said if s is not ask and re.fullmatch(r"(?:(?:on|to|for) )?(?:the |my |our )?(?!i |we )[\w'-]+(?: [\w'-]+)? lists?\W*",
                                                                   s.strip(), re.I)), None)
    if head and not re.search(r"\blists?\b", ask, re.I):
        return head.strip().rstrip(".!:,;") + ": " + ask      # "Hardware store list. Add wood glue, sandpaper."
    context = " ".join(s for s in said if s is not ask)
    named = re.search(r"\b((?:a|an|my|the|our) (?:[\w'-]+ ){1,2}?list)\b", context, re.I)
    if named and re.search(r"\b(?:on|to|onto) it\b", ask, re.I):   # "I need a party list. Put plates and cups on it."
        ask = re.sub(r"\b(on|to|onto) it\b", lambda m: f"{m.group(1)} " + re.sub(r"^(?:a|an) ", "the ", named.group(1), flags=re.I),
                     ask, count=1, flags=re.I)
    day = re.search(r"\b(?:on )?(" + _DAY + r")\b", context, re.I)
    date = re.search(r"\bon (the \d{1,2}(?:st|nd|rd|th)|(?:january|february|march|april|may|june|july|august|september|"
                     r"october|november|december) \d{1,2}(?:st|nd|rd|th)?)\b", context, re.I)
    if (day or date) and _THAT.search(ask):    # "4.30 that morning": Thursday morning; "that day" of "on the 14th"
        ask = _THAT.sub(lambda m: f"{day.group(1)} {m.group(1)}" if day else
                        f"on {date.group(1)}" + ("" if m.group(1) == "day" else f" in the {m.group(1)}"), ask)
    elif day and re.search(r"\b(?:alarm|wake me|get me up)\b", ask, re.I) and not re.search(r"\d|\b(?:at|for|in|on|every|each|" + _DAY +
                                                                                        r"|o'?clock|noon|midnight|morning|evening)\b", ask, re.I):
        ask = ask.rstrip(" .!?") + (" " if day.group(1).lower() in ("tomorrow", "tonight") else " on ") + day.group(1)      # "I need to be up early on Saturday, set an alarm.": for Saturday
    return ask


_INTERJECTION = re.compile(r"^(?:(?:actually|no|nope|oh|wait|sorry|um|uh|erm|hmm|ok|okay|well|right|on second thought|"
                           r"you know what|scratch that|hang on)[,.!]?\s+)+", re.I)


def unhedged(text: str) -> str:
    """The words after the interjections that open them ("Actually no, cancel that." -> "cancel that.")."""
    rest = _INTERJECTION.sub("", text.strip())
    return rest if rest.strip(" .,!?") else text
