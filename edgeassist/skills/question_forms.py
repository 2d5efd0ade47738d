"""The forms of a general question the encyclopedia answers (encyclopedia.py): who did it, who is the
doer of it, when, where, how tall / far / many, and what is; each names its subject (group e...)."""
from __future__ import annotations

import re

from .countries import _SUBJECT

WORK = re.compile(r"(?:the )?(?:movie|film|book|novel|play|song|painting|poem|opera|album|sculpture|statue|tv show|show|"
                  r"series|symphony|ship|band|group)(?: (?:called|named|titled|entitled))? (?P<x>.+)|"   # "the movie seven samurai",
                  # "the book called the prince"
                  r"(?:the )?(?:music|score|lyrics|words|tune|story|plot) (?:for|of|to|in) (?P<y>.+)|"   # "the music for swan lake"
                  r"(?:the )?(?P<z>.+?) (?:books|novels|series|films|movies|saga|trilogy|stories)")   # "the harry potter books"
STARTS = ("start", "started", "begin", "began", "founded", "established", "formed", "created", "arrive", "arrived", "reach", "reached")
ENDS = ("end", "ended", "fall", "fell", "collapse", "collapsed", "dissolve", "dissolved", "break up", "come down", "came down",
        "finish", "finished", "complete", "completed")
# what befalls a thing after it was made: a description's year ("196 BC decree") is not when this happened
LATER = {"discovered", "found", "rediscovered", "excavated", "unearthed", "stolen", "destroyed", "demolished", "deciphered",
         "translated", "restored", "sold", "bought", "moved", "lost", "looted", "recovered"}
EVENT_VERBS = {"happen", "take", "start", "started", "begin", "began", "end", "ended", "fall", "occur", "occurred"}
ROMAN = dict(zip("first second third fourth fifth sixth seventh eighth ninth tenth eleventh twelfth thirteenth fourteenth "
                 "fifteenth sixteenth".split(), "I II III IV V VI VII VIII IX X XI XII XIII XIV XV XVI".split()))   # "henry the eighth"
PART_STOP = {"the", "a", "an", "of", "for", "to", "in", "on", "from", "by", "and", "with", "at", "is", "was", "first", "famous"}

WHO_DID = re.compile(r"(?:who |which (?:[a-z]+ ){1,2}?)(?:first )?(?P<v>wrote|write|rote|painted|paint|composed|invented|invent|discovered|discover|"
                     r"directed|founded|built|designed|created|developed|sculpted|authored|sang|discovered|killed|assassinated|led|"
                     r"started|made|make|climbed|climb|reached|crossed|flew|commissioned|proved|solved|proposed|formulated|coined|patented|"
                     r"translated|introduced|described) "
                     + _SUBJECT + r"(?: first)?")
# "who is the author of X": the deed of the doer named
DOER = {"author": "wrote", "writer": "wrote", "composer": "composed", "painter": "painted", "artist": "painted",
        "inventor": "invented", "discoverer": "discovered", "founder": "founded", "architect": "designed",
        "designer": "designed", "creator": "created", "director": "directed", "sculptor": "sculpted", "builder": "built"}
WHO_DOER = re.compile(r"who (?:is|was|were|are) the (?:original |first )?(?P<n>" + "|".join(DOER) + r")s? (?:of|behind) " + _SUBJECT)
WHEN = re.compile(r"(?:when|(?:in )?(?:what|which) year) (?:was|did|is|were|does) " + _SUBJECT + r" (?P<v>last$|born|die|died|built|founded|invented|discovered|"
                  r"written|painted|published|signed|end|ended|start|started|begin|began|happen|take place|fall|released|"
                  r"formed|established|opened|launched|created|first (?:[a-z]+(?:ed|en|wn)|held|won|sold|built|made|run|sung|found|begun|began|begin|"
                  r"appeared|used|\w+(?=\W*$| (?:in|on|at|to|into|across|over|around|from|with)\b))|become \w+|sink|sank|land|landed|collapse|collapsed|"
                  r"dissolve|dissolved|break up|come down|came down|fell|finish|finished|open|sign|build|found|establish|"
                  r"publish|write|paint|invent|discover|launch|release|form|create|assassinated|killed|crowned|elected|hit|strike|struck|"
                  r"fought|fight|held|hold|won|win|lost|declared|declare|abolished|abolish|completed|complete|erupt|erupted|"
                  r"occur|occurred|arrive|arrived|reach|reached|premiered|premiere|sail|sailed|invade|invaded|go up|went up|put up|"
                  r"erected|constructed|come out|came out|go down|went down|[a-z]{3,}ed(?=\W*$))\b.*")      # "... first awarded": its last word
WHEN_IS = re.compile(r"(?:when|(?:in )?(?:what|which) year) (?:was|is|were) " + _SUBJECT)
WHERE = re.compile(r"(?:where|(?:in )?(?:what|which) (?:city|town|country|state|continent|region|part of the world|ocean|sea|province|county)) (?:is|was|are|were|do|does|did) "
                   + _SUBJECT + r"(?: located| found| from| come from| live(?: in the wild| naturally)?| lives| in|"
                   r"(?: first)? (?P<wv>(?:flows?|empty|empties|drains?) into(?: the (?:sea|ocean))?|(?:meet|reach|meets|reaches) the (?:sea|ocean)|end|ends|"
                   r"rise|rises|start|starts|begin|begins|originate|come from|originated|domesticated|invented|discovered|born|built|founded|grown|made))?")
HOW = re.compile(r"how (?P<adj>tall|high|long|big|deep|far|old|large|heavy|fast|hot|wide|hot|cold|old)(?: away| off)? (?:is|was|are|were) "
                 + _SUBJECT + r"(?: away)?")
HOW_DO = re.compile(r"how (?P<adj>tall|high|long|big|deep|far|old|large|heavy|fast|hot|wide|cold) (?:can|could|does|do|did) "
                    + _SUBJECT + r" (?:run|swim|fly|grow|get|live|travel|go|reach|weigh|dive|become)(?: up to| to| up)?")
HOW_MANY = re.compile(r"how many (?P<n>[a-z]+(?: [a-z]+)??) (?:does|do|did|has|have|are there in|are in|is in|in|are on|on) "
                      + _SUBJECT + r"(?: have| has| got)?")
WHAT_IS = re.compile(r"(?:who|what) (?:is|was) (?P<e4>[\w][\w .'&-]*?) (?:best |most )?(?:known|famous|remembered) for"   # first
                     r"|(?:who|what) (?:is|was|are|were) " + _SUBJECT +
                     r"|how (?:does|do|did) " + _SUBJECT.replace("e>", "e6>") + r" work" +
                     r"|(?:tell me|talk|teach me)(?: something| a bit| a little)? about " + _SUBJECT.replace("e>", "e2>") +
                     r"|(?:do you know|what do you know) (?:anything )?about " + _SUBJECT.replace("e>", "e3>") +
                     r"|about " + _SUBJECT.replace("e>", "e5>"))


_DONE = {"creating": "created", "inventing": "invented", "discovering": "discovered", "founding": "founded", "designing": "designed",
         "developing": "developed", "composing": "composed", "writing": "wrote", "building": "built", "painting": "painted",
         "making": "made", "directing": "directed", "introducing": "developed", "pioneering": "developed"}


DEVISED = ("formulated", "devised", "proposed")     # said as "developed" in a question (rephrased), and in WordNet's glosses

def rephrased(words: str) -> str:
    """The question in the words its forms read: "who came up with X" (developed), "who had X built" (built),
    "do you know ...", "who's the guy who wrote X" (who wrote X)."""
    w = re.sub(r"^whos\b", "who is", words)
    # "in which modern country is timbuktu", "in which country is most of the atacama desert": the country it is in
    w = re.sub(r"\b((?:which|what) )(?:modern|modern day|present day|today's|todays) (?=country|countries|nation)", r"\1", w)
    w = re.sub(r"^((?:in )?(?:which|what) (?:country|countries|continent|state|region) (?:is|are)) (?:most|much|part|the bulk) of ", r"\1 ", w)
    w = re.sub(r"^(?:wear|ware|were)(?= (?:is|are|was|did|do|does|can)\b)|^witch\b|^(?:watt|wot)(?= (?:is|are|was|did|do|does)\b)|^hoo\b",
               lambda m: {"wit": "which", "wat": "what", "wot": "what", "hoo": "who"}.get(m[0][:3], "where"), w)   # Whisper's homophones
    w = re.sub(r"^(?:which|what) (?:[a-z]+ )?(city|town|country) (?:is|was) (?:home to|the home of|where you (?:will )?find) (.+)$",
               r"which \1 is \2 in", w)                   # "which spanish city is home to the alhambra": which city is it in
    w = re.sub(r"^who (?:can|could|come) (?:post|posed|pose) ", "who composed ", w)                # Whisper's "who can post the opera carmen"
    w = re.sub(r"^who (first )?(?:came|come|comes) up with |^who (first )?(?:worked out|figured out|" + "|".join(DEVISED) + ") ",
               lambda m: f"who {m[1] or m[2] or ''}developed ", w)
    w = re.sub(r"^who (?:is|was|gets) (?:credited|known|famous|remembered|responsible) (?:with|for|as) (?:first )?(\w+ing) ",
               lambda m: f"who {_DONE.get(m[1], m[1])} ", w)      # "who is credited with creating the periodic table": who created
    w = re.sub(r"^(?:is|are) (?:a |an |the )?(.+?) (?:a|an) (?:kind of |type of |sort of )?\w+$", r"what is \1", w)   # "is a dolphin a fish"
    w = re.sub(r"^who (?:had|ordered|got) (.+) (built|made|painted|designed|written|composed)$",
               lambda m: f"who {'wrote' if m[2] == 'written' else m[2]} {m[1]}", w)    # "who had the taj mahal built"
    w = re.sub(r"^(?:do you know |can you tell me |please tell me |i want to know )|(?<=^who)(?: is|s|'s| was) the (?:guy|man|woman|"
               r"lady|person|people|one|fellow|chap|folks?) (?:who|that)(?= )", "", w)     # "who's the guy who wrote X": who wrote X
    w = re.sub(r"^(?:in )?(where|(?:what|which) (?:country|city|state|continent|region)) (?:would|could|can|do|does|did|might|should) "
               r"(?:i|you|we|one|people|someone|tourists|visitors) (?:find|see|visit|go to see|go to find) (?:the )?(?:ruins of )?",
               r"\1 is ", w)                            # "in which country would i find the ruins of tikal": which country is tikal in
    w = re.sub(r"^(when|(?:in )?(?:what|which) year) (?!(?:is|was|are|were|did|does|do|will|has|had|have|would)\b)(?=\S+ .*\b(?:\w+ed|went|sank|fell|"
               r"began|won|lost|came|became|built|wrote|made|took|broke|left|ran|rose|struck|hit|sank)\b)", r"\1 did ", w)   # "what year the titanic went down"
    w = re.sub(r"^(who|what|when|where|which) (?:actually|exactly|really|originally) ", r"\1 ", w)     # "who actually wrote"
    w = re.sub(r"^how (?:long|many years) did (.+?) (?:last|go on for|go on)$", r"when did \1 last", w)     # its span of years
    w = re.sub(r"^how fast (?:does|do|can|did) (.+?) (?:travel|go|move)$", r"what is the speed of \1", w)   # "how fast does light travel"
    w = re.sub(r"^(?:and |so )?(.+?) (?:is|was|were) (written|painted|invented|discovered|composed|built|designed|founded|directed|"
               r"created|sculpted) by (?:who|whom)$", lambda m: f"who {'wrote' if m[2] == 'written' else m[2]} {m[1]}", w)   # "... is written by who"
    w = re.sub(r"^(.+?) is (?:completely |entirely |totally |fully )?(?:surrounded|bordered) by (?:which|what) countr(?:y|ies)$",
               r"which countries border \1", w)
    w = re.sub(r"^what (?:code|number) do (?:i|you|we) (?:dial|use|put) (?:before (?:a|the) (?:number|phone number) )?(?:to call |for |in )(.+)$",
               r"what is the calling code of \1", w)                             # "what code do I dial before a number in Kenya"
    w = re.sub(r"^if (?:i|you|we) (?:want|wanted|need|have) to (?:call|phone|ring|dial) (?:someone in |somebody in )?(.+?),? what (?:code|number) "
               r"(?:do|should|would) (?:i|you|we) (?:dial|use|need|put in|put)(?: first)?$", r"what is the calling code of \1", w)
    w = re.sub(r"^(?:which|what) (?:two |2 )?countries (?:is|are|lies|lie) (.+?) (?:between|in between|sandwiched between)$",
               r"which countries border \1", w)                             # "which two countries is andorra between"
    w = re.sub(r"\b(kay|jay|bee|dee|gee|pee|tee|vee|zed|zee|ef|em|en|ess|ex|el) (one|two|three|four|five|six|seven|eight|nine)\b",
               lambda m: {"zee": "z", "zed": "z", "ef": "f", "em": "m", "en": "n", "ess": "s", "ex": "x", "el": "l"}.get(m[1], m[1][0])
               + str("one two three four five six seven eight nine".split().index(m[2]) + 1), w)    # "kay two": K2
    w = re.sub(r"^who (?:is|was|did|does) (make|write|paint|invent|discover|compose|build|design|found|create|direct)\b",
               lambda m: "who " + {"make": "made", "write": "wrote", "build": "built"}.get(m[1], m[1] + ("d" if m[1].endswith("e") else "ed")),
               w)                                                                    # "who is make the painting guernica"
    w = re.sub(r"\b(?:us|u s|usa|u s a|united states) (?=civil war|revolution|revolutionary war|war of independence|constitution|"
               r"declaration of independence)", "american ", w)        # "the us civil war": the American Civil War
    return re.sub(r"^(.+?) (?:the|that) country$", r"\1", w)          # "the capital of columbia the country"

# who holds an office now ("who is the president of france", "who's the pope"): the summaries are of one day and
# name past holders; not an epithet ("the king of pop") nor a past one ("the first president")
OFFICE_NOW = re.compile(r"who (?:is|s|are) (?:the )?(?:current |present |new |reigning |sitting )?((?:president|prime minister|premier|"
                        r"chancellor|king|queen|monarch|emperor|pope|governor|mayor|head of state|head of government|"
                        r"secretary general|leader)s?)(?: (?:of|in) (?P<of>.+?))?(?: (?:now|today|right now|at the moment))?")
