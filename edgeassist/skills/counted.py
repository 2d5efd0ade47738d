"""Things counted as units of their own, for one question of rates.py: "the recipe serves 4 and needs 3 eggs, how
many eggs to serve 10", "if I read 30 pages a day, how many days to finish a 450 page book"; and things some of
which are free ("buy 2 get 1 free, how much for 9 cans": 9 cost as 6)."""
from __future__ import annotations

import re

from .answers import number_at

_PEOPLE = {"people", "persons", "guests", "kids", "children", "adults", "friends", "ways", "times", "days", "hours", "minutes", "weeks",
           "months", "years", "seconds"}


def counted_units(words: str, unit_of_phrase, u, stop: set[str]) -> str:
    """Things counted that a question asks for or says a rate of ("how many eggs", "30 pages a day"), made units
    of their own for this question: their words rewritten "qq<noun>", each a dimension in the registry u (a page
    is no egg), so that "450 pages at 30 pages a day" is 15 days; rates.py takes "qq" out of its reply. Only
    without money and without "each" (a price each, a share each: sums.py's and rates.py's own). unit_of_phrase:
    rates.py's reader, for the nouns that are units."""
    if re.search(r"\b(?:dollars|euros|gbp|cents?)\b|\beach\b", words):
        return words          # "three pizzas with 8 slices each for 5 people": a share of things counted, not this
    said = {m[1] for m in re.finditer(r"\bhow many ([a-z]{3,}s)\b", words)} | \
        {m[1] for m in re.finditer(r"\b\d[\d.]* ([a-z]{3,}s) (?:a|an|per|every|each) (?:day|week|hour|minute|month|night|year)\b", words)}
    for noun in sorted(said):
        if noun in _PEOPLE | stop or unit_of_phrase(noun) is not None:
            continue
        one = noun[:-1]
        try:
            u.define(f"qq{one} = [qq{one}]")
        except Exception:  # noqa: BLE001 - defined by an earlier question
            pass
        words = re.sub(rf"\b{re.escape(noun)}\b|(?<=\d )(?:{re.escape(one)}|{re.escape(noun[:-2])})\b", f"qq{one}s", words)
    return words


OFFER = re.compile(r",? ?\bbuy (\w+),? get (\w+)(?: more| extra)? (?P<off>free|for free|half off|half price|for half price|at half price|"
                   r"(\d+(?:\.\d+)?) ?(?:percent|%) off)(?!\w),?")


def free_ones(words: str) -> tuple[str, str]:
    """(the words with the count asked made the count paid for, what was said of it) of "cans are $2.50 each, buy 2
    get 1 free, how much for 9 cans": 9 cans cost as 6 (every third free); the words as they are without an offer."""
    m = OFFER.search(words)
    if m is None:
        return words, ""
    n, k = number_at([m[1]], 0)[0], number_at([m[2]], 0)[0]
    off = 1.0 if "free" in m["off"] else 0.5 if "half" in m["off"] else float(m[4]) / 100
    rest = words[:m.start()] + " " + words[m.end():]
    q = re.search(r"\b(?:for|buy|get|need|want|take|on|of) (\d+) ([a-z]+s)\b", rest) or re.match(r"\W*(\w+) ([a-z]+s)\b", rest)
    asked = number_at([q[1]], 0)[0] if q else None
    if not n or not k or not asked or n != int(n) or k != int(k) or asked != int(asked) or not 0 < off <= 1:
        return words, ""
    asked = int(asked)
    paid = asked - asked // int(n + k) * int(k) * off            # "buy one get one half off": each pair costs as 1.5
    said = "free" if off == 1 else "half off" if off == 0.5 else f"{m[4]}% off"
    return " ".join((rest[:q.start(1)] + f"{paid:g}" + rest[q.end(1):]).split()), \
        f"Buy {n:g} get {k:g} {said}: {asked} {q[2]} cost as {paid:g}. "


_PARTS = re.compile(r"\b(?P<n1>\w+(?: and a half)?) parts? (?:of )?(?P<a>[a-z]+(?: [a-z]+)?) (?:to|and|for every|with) "
                    r"(?P<n2>\w+(?: and a half)?) parts? (?:of )?(?P<b>[a-z]+)\b")


def parts(words: str, amounts) -> tuple[dict, str] | None:
    """ "Punch is 3 parts juice to 1 part soda, how much juice goes into 2 liters": 2 liters x 3/4; "... I have 3 cups of
    juice, how much soda": 3 cups x 1/3. None without such a ratio, or when the amount or the part asked is not said.
    amounts: rates.py's reader."""
    m = _PARTS.search(words)
    if m is None:
        return None
    n1, n2 = number_at(m["n1"].split(), 0)[0], number_at(m["n2"].split(), 0)[0]
    asked = re.search(r"\bhow (?:much|many (?P<u>\w+)(?: of)?) (?:\w+ ){0,2}?(" + re.escape(m["a"].split()[-1]) + "|" + re.escape(m["b"]) + r")\b",
                      words[m.end():])
    given = [a for a in amounts(words[:m.start()] + " " + words[m.end():])[0] if not a.counted]
    if not n1 or not n2 or asked is None or len(given) != 1:
        return None
    amount = given[0]
    want_a = asked[2] == m["a"].split()[-1]
    names = (m["a"].split()[-1], m["b"])
    size = re.sub(r" of (?:the )?[a-z]+$", "", amount.said)                   # "3 cups of flour": 3 cups
    of = re.search(r"\b" + re.escape(size) + r" (?:of )?(?:the )?([a-z]+)", words)
    if of and of[1] in names:                              # the amount of one part is said: the other in proportion
        share = (n1 / n2 if want_a else n2 / n1) if of[1] != asked[2] else 1.0
        how = f"{size} of {of[1]} at {m['n1']} to {m['n2']}"
    else:                                                  # the amount of the whole mix
        mine = m["n1"] if want_a else m["n2"]
        share = (n1 if want_a else n2) / (n1 + n2)
        how = f"{mine} part{'' if mine in ('1', 'one') else 's'} in {n1 + n2:g} of {size}"
    value, unit, named = float(amount.q.magnitude) * share, amount.q.units, size.split(maxsplit=1)[1]
    try:                                                   # "how many milliliters of bleach ... a 2 liter bottle": 200 milliliters
        said_in = amount.q._REGISTRY.parse_units(asked["u"]) if asked["u"] else None
        if said_in is not None and said_in != unit:
            value, unit, named = (value * unit).to(said_in).magnitude, said_in, asked["u"]
    except Exception:                                      # pint's errors: not a unit ("how many cups of"), or not one of its kind
        pass
    return {"value": round(value, 6), "unit": str(unit)}, \
        f"{how[0].upper() + how[1:]}: {value:.3g} {named} of {asked[2]}."


_N = r"(\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty)"
_PEOPLE_SAID = r"(?:people|persons|kids|children|guests|friends|of us|adults|players)"


def shares(words: str) -> tuple[dict, str] | None:
    """Things that come in wholes: "3 pizzas with 8 slices each for 5 people, how many whole slices does each person
    get" (24 shared by 5: 4 each, rounded down), "eight people each want 2 slices and one cake cuts into 10 slices,
    how many cakes do I need" (16 needed, 10 a cake: 2 cakes, rounded up)."""
    def n(w: str) -> float | None:
        return number_at([w], 0)[0] if w not in ("a", "an") else 1.0
    people = re.search(_N + r" " + _PEOPLE_SAID + r"\b", words)
    each = re.search(r"\b(?:each|every one)\b", words)
    got = re.search(r"\bhow many (?:whole |full )?([a-z]+?)s? (?:does|do|will|would|can|should) (?:each|every)(?: one| person| kid| guest| of us)? (?:get|have|eat)\b", words)
    if got and people and each:          # a share of things counted in their containers
        held = re.search(_N + r" ([a-z]+?)s? (?:with|of|that have|each with) " + _N + r" " + re.escape(got[1]) + r"s?(?: each)?\b", words)
        if held is None or n(held[1]) is None or n(held[3]) is None or not n(people[1]):
            return None
        total, k = n(held[1]) * n(held[3]), n(people[1])
        share = int(total // k)
        exact = "" if not total % k or re.search(r"\bhow many (?:whole|full)\b", words) else f"{total / k:.3g} each: "   # "4.8 each: 4 whole"
        return {"value": share, "unit": got[1]}, f"{total:g} {got[1]}s shared by {k:g} is {exact}{share} whole {got[1]}{'s' if share != 1 else ''} each" + \
            (f", {total - share * k:g} left over." if total % k else ".")
    need = re.search(r"\bhow many ([a-z]+?)s? (?:do|will|would|should) (?:i|we) (?:need|have to (?:make|buy|bake|order|get)|buy|order|make|bake|get)\b", words)
    thing = re.sub(r"(ch|sh|x|s)e$", r"\1", need[1]) if need else ""          # "batches": batch
    if need and not people and (per := re.search(r"\b(?:one|a|an|each|every) " + re.escape(thing) + r"(?:es|s)? (?:makes?|yields?|gives?|has|holds?|"
                                                   r"serves?|fills?|covers?|is) " + _N + r" ([a-z]+?)s?\b", words)) and \
            (goal := re.search(r"\b(?:for|make|get|to make|to have) " + _N + r" " + re.escape(per[2]) + r"s?\b", words[need.start():])) and \
            n(per[1]) and n(goal[1]):                     # "one batch makes 24 cookies, how many batches do I need for 60 cookies"
        size, needed = n(per[1]), n(goal[1])
        count = int(-(-needed // size))
        return {"value": count, "unit": thing}, f"{needed:g} {per[2]}s at {size:g} a {thing} is {needed / size:.3g} {thing}" + \
            ("" if needed == size else "es" if thing.endswith(("ch", "sh", "s", "x")) else "s") + \
            (f": {count} to have enough." if needed % size else ".")
    if need and people:
        per = re.search(r"\b(?:one|a|an|each|every) " + re.escape(need[1]) + r"s? (?:cuts? into|has|makes?|holds?|contains?|serves?|gives?|is) "
                        + _N + r" ([a-z]+?)s?\b", words)
        want = re.search(r"\beach (?:want|wants|need|needs|eat|eats|get|gets|have|has|drink|drinks) " + _N + r" ([a-z]+?)s?\b", words) or \
            re.search(_N + r" ([a-z]+?)s? (?:each|apiece|a head|per person)\b", words)
        if per is None or want is None or per[2] != want[2] or not n(per[1]) or n(want[1]) is None or not n(people[1]):
            return None
        needed, size = n(people[1]) * n(want[1]), n(per[1])
        count = int(-(-needed // size))
        return {"value": count, "unit": need[1]}, f"{needed:g} {per[2]}s at {size:g} a {need[1]} is {count} {need[1]}{'s' if count != 1 else ''}" + \
            (f", {count * size - needed:g} {per[2]}s spare." if needed % size else ".")
    return None
