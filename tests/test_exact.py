"""The exact answers (edgeassist/skills: dates, holiday, dayread, worldclock, places, sun, units,
spelling, dictionary, data; nlu/compute.py's percentages): each from its data or computation on
the real data files that setup builds (models/places.sqlite, models/words.sqlite), at a fixed
time and place, and every bad question answered with a short honest reason."""
from __future__ import annotations

import datetime as dt
import json
import logging
import shutil
from zoneinfo import ZoneInfo

import pytest

from edgeassist import config
from edgeassist.nlu.compute import compute
from edgeassist.skills import Skills
from edgeassist.skills.answers import Place, number_at
from edgeassist.skills.years_said import spoken_years
from edgeassist.speech.normalize import speakable

pytestmark = pytest.mark.unit
NY = ZoneInfo("America/New_York")
NOW = dt.datetime(2026, 12, 4, 14, 30, tzinfo=NY)          # a Friday afternoon
MODELS = config.Config().daemon.models_dir


def skills(place=Place("US", "New York", 40.7128, -74.0060), now=NOW, models_dir=MODELS, tz=NY):
    return Skills(None, tz=tz, clock=lambda: now.timestamp(), place=place, models_dir=models_dir)


def ask(sk, text):
    c = sk.claim(text) or sk.last_resort(text)       # the fast lane, else what would go to the model's chat
    assert c is not None, f"{text!r} not claimed"
    out = sk.handle(c.intent, c.slots, c.reply)
    return c.intent, out.reply


def fast_reply(sk, text):
    """The skills' reply, else the calculator's (what the daemon answers without the model)."""
    c = sk.claim(text)
    return sk.handle(c.intent, c.slots, c.reply).reply if c else (compute(text).reply if compute(text) else "")


@pytest.fixture(scope="module")
def sk():
    return skills()


@pytest.mark.parametrize("text, needles", [
    ("how many days left in december", ["27 days left in December"]),
    ("when do we celebrate father's day next year", ["Sunday, June 20, 2027"]),
    ("when is the next presidential election day", ["Tuesday, November 7, 2028"]),
    ("how many days do we have left until new year's eve", ["27 days"]),
    ("when is orthodox easter in 2027", ["Sunday, May 2, 2027"]),
    ("when is canadian thanksgiving next year", ["Monday, October 11, 2027"]),
    ("i was born on may twelfth 1987 how old am i", ["39 years old"]),
    ("how many days are in this month", ["December 2026 has 31 days"]),
    ("um when does lent start next year", ["Ash Wednesday", "February 10, 2027"]),
    ("which monday is memorial day next year", ["Monday, May 31, 2027"]),
    ("when is arbor day next year", ["Friday, April 30, 2027"]),
    ("when is grandparents day in 2027", ["Sunday, September 12, 2027"]),
    ("when's the shortest day of the year", ["The shortest day of the year", "December 21, 2026"]),   # Meeus
    ("when does spring officially start next year", ["first day of spring", "March 20, 2027"]),
    ("what's the date of the summer solstice in 2027", ["June solstice", "June 21, 2027"]),
    ("when is the winter solstice in 2027", ["December 21, 2027"]),         # 02:42 UTC on the 22nd: the 21st here
    ("how many sundays are there in january 2027", ["January 2027 has 5 Sundays"]),
    ("how many more fridays are there this year after today", ["3 more Fridays in 2026"]),      # Dec 11, 18, 25
    ("how many sundays in 2027", ["2027 has 52 Sundays"]),
    ("what was the date the day before yesterday", ["Wednesday, December 2, 2026"]),
    ("christmas 2027 is a saturday, so which day do federal offices close for it", ["the day off is Friday, December 24, 2027"]),
    ("what holiday is on january 18th 2027", ["Monday, January 18, 2027 is Martin Luther King Jr. Day."]),
    ("what's the next federal holiday", ["Christmas Day", "December 25, 2026"]),
    ("is columbus day a federal holiday", ["Yes, Columbus Day is a public holiday"]),
    ("is halloween a federal holiday", ["No, Halloween is not a public holiday"]),
    ("is christmas 2027 on a saturday", ["Yes, Christmas Day", "Saturday, December 25, 2027"]),   # no Christmas Island
    ("does valentine's day land on a weekend next year", ["Yes", "February 14, 2027"]),
    ("which holiday is always on the last monday in may", ["Memorial Day"]),
    ("how old is someone who was born on may 12 1988", ["38 years old"]),
    ("how many days are there between june 3rd and september 19th 2026", ["108 days"]),
    ("how many more days until the fourth of july", ["212 days", "July 4, 2027"]),
    ("what day of the week is christmas", ["Christmas Day", "Friday", "December 25, 2026"]),
    ("how many days until thanksgiving", ["356 days", "November 25, 2027"]),     # this year's was Nov 26
    ("when was thanksgiving this year", ["was on Thursday, November 26, 2026"]),
    ("what's the date next tuesday", ["Tuesday, December 8, 2026"]),
    ("what was the date 3 weeks ago", ["Friday, November 13, 2026"]),
    ("when is mother's day", ["Sunday, May 9, 2027"]),
    ("what day is the second sunday of may 2027", ["May 9, 2027"]),
    ("how many days are left in the year", ["27 days"]),
    ("what week is it", ["week 49 of 2026"]),
    ("is twenty twenty eight a leap year", ["2028 is a leap year"]),
    ("how many days in february 2027", ["28 days"]),
    ("what day of the week was july twentieth nineteen sixty nine", ["July 20, 1969", "Sunday"]),
    ("easter 2028 what date", ["Easter Sunday", "April 16, 2028"]),
    ("when do the clocks go back next year", ["go back an hour on Sunday, November 7, 2027"]),
    ("how many sleeps till xmas", ["21 days"]),
])
def test_dates_and_holidays(sk, text, needles):
    intent, reply = ask(sk, text)
    assert intent == "date_question"
    for n in needles:
        assert n in reply, (text, reply)


def test_mothers_day_as_the_country_keeps_it():
    uk = skills(Place("GB"))
    assert "March 7, 2027" in ask(uk, "when is mother's day")[1]          # Mothering Sunday: Easter - 21


@pytest.mark.parametrize("text, said", [
    ("what day is february 30th", "There is no February 30."),
    ("what day of the week was february 29 2027", "2027 has no February 29"),
    ("when is flurbsday", "I don't know a day called flurbsday"),
    ("which weekday is the 32nd of january", "There is no January 32."),
])
def test_days_that_do_not_exist_are_said_so(sk, text, said):
    assert said in ask(sk, text)[1]


def test_today_stays_the_clocks(sk):
    for text in ("what's the date today", "what day is it", "what is the time", "what time is it"):
        assert sk.claim(text) is None, text          # the clock's get_time / get_date


@pytest.mark.parametrize("text, needles", [
    ("what time is it in tokyo", ["Tokyo", "4:30 AM", "Saturday"]),
    ("what time is it in kathmandu", ["1:15 AM"]),                 # UTC+5:45
    ("what time zone is adelaide in", ["UTC+10:30"]),
    ("how many hours ahead is berlin", ["6 hours ahead"]),
    ("what's the time in tokio", ["Tokyo"]),                       # misheard
    ("how many hours ahead is seoul compared to london", ["9 hours ahead of London"]),
    ("when it's 9 am here what time is it in paris", ["3:00 PM in Paris"]),
    ("when it's noon in singapore what time is it here", ["When it is 12:00 PM in Singapore, it is 11:00 PM the day before here"]),
    ("if i call madrid at 4 pm our time what time will it be there", ["4:00 PM here, it is 10:00 PM in Madrid"]),
    ("it's 8 pm here. what time is that in salt lake city", ["it is 6:00 PM in Salt Lake City"]),   # a city's whole name
    ("is it already saturday in shanghai", ["Yes, in Shanghai it is Saturday"]),
    ("my meeting is at 3 pm berlin time on monday. what time is that for me", ["When it is 3:00 PM in Berlin, it is 9:00 AM here"]),
    ("what time zone are we in", ["America/New York", "UTC-5"]),
    ("what time is it in australia", ["more than one time zone", "Perth", "Which city do you mean?"]),
    ("what's the time on the chatham islands", ["9:15 AM"]),       # a zone's own place name
    ("what time is it in springfield illinois", ["Springfield, Illinois", "1:30 PM"]),
])
def test_world_clock(sk, text, needles):
    intent, reply = ask(sk, text)
    assert intent == "world_time"
    for n in needles:
        assert n in reply, (text, reply)


def test_a_place_of_several_zones_is_asked_back_and_the_answer_taken():
    s = skills()
    c = s.claim("what time is it in springfield")
    assert c.slots.get("missing") == "place" and "Which one?" in c.reply, c
    s.handle(c.intent, c.slots, c.reply)
    intent, reply = ask(s, "the one in Illinois")
    assert intent == "world_time" and "1:30 PM" in reply, reply


def test_unknown_places_and_words_that_are_no_places(sk):
    assert "I don't know where Blorptown is" in ask(sk, "what time is it in blorptown")[1]
    assert ask(sk, "what's the date next tuesday")[0] == "date_question"         # not Date, Japan
    assert sk.claim("what's the weather in paris") is None


@pytest.mark.parametrize("text, needles", [
    ("when is sunset", ["Sunset in New York today", "4:28 PM"]),
    ("what time is sunrise tomorrow", ["7:04 AM"]),
    ("how long is the day today", ["9 hours and 24 minutes"]),
    ("what time is sunset on christmas day", ["December 25", "4:33 PM"]),
    ("when is sunset in paris", ["Paris", "4:54 PM"]),
    ("when is sunrise on mars", ["only know the sun's times on Earth"]),
    ("how many minutes of daylight will there be on christmas day", ["(555 minutes)"]),
])
def test_sun(sk, text, needles):
    intent, reply = ask(sk, text)
    assert intent == "sun_times"
    for n in needles:
        assert n in reply, (text, reply)


def test_equinoxes_and_solstices_to_the_minute():
    from edgeassist.skills.seasons import instant
    # the published instants (UTC) of 2026 and 2027
    want = ["2026-03-20 14:46", "2026-06-21 08:24", "2026-09-23 00:05", "2026-12-21 20:50",
            "2027-03-20 20:25", "2027-06-21 14:11", "2027-09-23 06:01", "2027-12-22 02:42"]
    got = [instant(y, w) for y in (2026, 2027) for w in range(4)]
    for g, w in zip(got, want):
        assert abs((g.replace(tzinfo=None) - dt.datetime.fromisoformat(w)).total_seconds()) <= 120, (g, w)


def test_sun_without_a_place_says_how_to_set_one():
    reply = ask(skills(Place("US")), "when is sunset")[1]
    assert "[place]" in reply and "latitude" in reply, reply


@pytest.mark.parametrize("text, needles", [
    ("convert 5 miles to kilometers", ["8.05 kilometers"]),
    ("two and a half cups in milliliters", ["591 milliliters"]),
    ("how many tablespoons in 1/2 cup", ["8 tablespoons"]),
    ("minus 40 celsius to fahrenheit", ["-40 degrees Fahrenheit"]),
    ("what's a dozen ounces in grams", ["340 grams"]),
    ("i weigh 180 pounds how much is that in stone", ["12.9 stone"]),
    ("how many megabytes in a gigabyte", ["1000 megabytes"]),
    ("how many square feet in an acre", ["43560 square feet"]),
    ("uh convert three fifty fahrenheit to celsius", ["176.7 degrees Celsius"]),
    ("how many minutes is an hour and a half", ["90 minutes"]),
    ("how many kilojoules are 2000 calories", ["2000 kilocalories", "8368 kilojoules"]),     # a kitchen's calories
    ("i weigh eleven stone four pounds whats that in kilos", ["158 pounds", "71.7 kilograms"]),
    ("im running a five k on saturday how many miles is that", ["5 kilometers", "3.11 miles"]),
    ("how many feet deep is 10 fathoms", ["60 feet"]),
    ("how many btus are in a kilowatt hour", ["3412 british thermal units"]),
    ("how many british imperial pints are in a liter", ["1.76 imperial pints"]),
])
def test_units(sk, text, needles):
    intent, reply = ask(sk, text)
    assert intent == "convert_units"
    for n in needles:
        assert n in reply, (text, reply)


def test_an_impossible_conversion_names_both_kinds(sk):
    reply = ask(sk, "convert meters to kilograms")[1]
    assert reply == "I can't convert meters to kilograms: meters measure length and kilograms measure mass."


def test_amounts_as_people_say_them():
    for words, want in (("2.5", 2.5), ("1/2", 0.5), ("a dozen", 12), ("two and a half", 2.5), ("half a", 0.5),
                        ("three quarters", 0.75), ("minus 40", -40), ("three fifty", 350), ("1,000", 1000)):
        assert number_at(words.split(), 0)[0] == pytest.approx(want), words
    assert spoken_years("twenty twenty seven and nineteen oh five and two thousand and one") == "2027 and 1905 and 2001"


def test_spelling_checked_against_the_word_list(sk):
    assert ask(sk, "how do you spell rhythm")[1] == "Rhythm is spelled R, H, Y, T, H, M."
    assert ask(sk, "spell wednesday for me")[1] == "Wednesday is spelled W, E, D, N, E, S, D, A, Y."
    assert ask(sk, "spell definately")[1].startswith("I think you mean definitely. Definitely is spelled D, E, F, I, N, I")
    assert "I don't know the word glorbnax" in ask(sk, "how do you spell glorbnax")[1]
    # what the speaker is given: a pause between letters
    assert speakable("Rhythm is spelled R, H, Y, T, H, M.") == "Rhythm is spelled: R; H; Y; T; H; M."


def test_spelling_the_word_an_it_points_back_to(sk):
    assert ask(sk, "does embarrass have two r's? spell it for me")[1] == "Embarrass is spelled E, M, B, A, R, R, A, S, S."
    assert "Accommodate is spelled A, C, C, O, M, M" in ask(sk, "is it one c or two in acommodate how do you spell it")[1]
    assert ask(sk, "spell it")[1] == "Sorry, I don't know which word you mean. Say it with the word, for example: spell necessary."


@pytest.mark.parametrize("text, reply", [
    ("what exactly is chutney", "Chutney, the noun: a spicy condiment"),
    ("what does it mean if someone is laconic", "Laconic, as an adjective, means: brief and to the point"),
    ("what does it mean to take umbrage", "Umbrage, the noun: a feeling of anger"),        # a phrase by its word
    ("what's another way to say kid", "Another word for kid is child."),
    ("give me a synonym for boring", "Another word for boring is"),                     # not bore's
    ("what's a fancier word for choose", "Another word for choose is"),
    ("my grandpa calls himself frugal. what does that mean exactly", "Frugal, as an adjective, means: avoiding waste."),
    ("i keep saying tedious in my essay. what's another word for it", "Another word for tedious is"),
])
def test_words_asked_in_other_ways(sk, text, reply):
    intent, said = ask(sk, text)
    assert intent == "define_word" and said.startswith(reply), said


def test_definitions_commonest_sense_first_then_the_others(sk):
    s = skills()
    intent, reply = ask(s, "what does ephemeral mean")
    assert intent == "define_word" and reply == "Ephemeral, as an adjective, means: lasting a very short time."
    assert ask(s, "define run")[1].startswith("Run, as a verb, means: move fast by using one's feet")
    more = ask(s, "what else does it mean")[1]
    assert more.startswith("Run also means: ") and "; and " in more, more
    assert ask(s, "what's another word for happy")[1].startswith("Another word for happy is felicitous.")
    assert ask(s, "what is a haiku")[1].startswith("Haiku, the noun: an epigrammatic Japanese verse form")
    assert ask(s, "define flurbish")[1] == "Sorry, I don't know the word flurbish."        # no guess
    assert s.claim("what is the time") is None and ask(s, "what is paris")[0] == "encyclopedia"     # a name: the encyclopedia


@pytest.mark.parametrize("text, reply", [
    ("what is a 20% tip on 64 dollars", "A 20% tip on $64 is $12.80, $76.80 in all."),
    ("how much is an 18 percent tip on $52.50", "An 18% tip on $52.50 is $9.45, $61.95 in all."),
    ("what is 15% of 80", "15 percent of 80 is 12."),
    ("what percent of 80 is 20", "20 is 25% of 80."),
    ("what's 15% off 40 dollars", "15% off 40 is 34."),
    ("split 90 dollars between 3 people", "$90 split 3 ways is $30 each."),
    ("whats a fifteen percent tip on forty two dollars and eighty cents", "A 15% tip on $42.80 is $6.42, $49.22 in all."),
    ("what's 3/8 as a percentage", "3/8 is 37.5%."),
    ("what is 15 percent of banana", "I can't work out 15 percent of banana: banana is not a number."),
    ("if we split a $145 bill three ways how much does each person pay", "$145 split 3 ways is $48.33 each."),
    ("what is the average of 12, 18 and 27", "The average of 12, 18 and 27 is 19."),
    ("what is five to the fourth power", "Five to the power of 4 is 625."),
    ("what's 3/8 as a decimal", "3 divided by 8 is 0.375."),
    ("what is the square root of 2", "The square root of 2 is about 1.414."),
    ("um whats two to the sixteenth", "Two to the power of 16 is 65536."),
    ("whats the square root of seven twenty nine", "The square root of 729 is 27."),     # a number said as people say it
    ("what's the sales tax on $120 at 8.875 percent", "8.875% tax on $120 is $10.65, $130.65 in all."),
])
def test_percentages_and_tips(text, reply):
    assert compute(text).reply == reply


def test_a_missing_or_corrupt_data_file_is_said_and_named(tmp_path, caplog):
    empty = skills(models_dir=tmp_path)
    assert "not installed" in ask(empty, "what time is it in tokyo")[1]
    assert "dictionary is not installed" in ask(empty, "define ephemeral")[1]
    assert ask(empty, "how do you spell rhythm")[1] == "Rhythm is spelled R, H, Y, T, H, M."   # as said
    bad = tmp_path / "bad"
    bad.mkdir()
    (bad / "words.sqlite").write_bytes(b"this is not a database" * 100)
    shutil.copy(f"{MODELS}/places.sqlite", bad / "places.sqlite")
    s = skills(models_dir=bad)
    with caplog.at_level(logging.ERROR):
        reply = ask(s, "define ephemeral")[1]
        ask(s, "define serendipity")
    assert reply.startswith("Sorry, my dictionary"), reply
    lines = [r.getMessage() for r in caplog.records if "words.sqlite" in r.getMessage()]
    assert len(lines) == 1 and "edgeassist models install" in lines[0], lines   # one line, naming the file
    assert "Tokyo" in ask(s, "what time is it in tokyo")[1]                   # the rest keeps answering


def test_long_or_odd_input_is_no_claim_and_no_crash(sk):
    story = ("tell me a long story about a dragon who flew to the village every day to see what day of the week "
             "it was ") * 3
    for text in (story, "x " * 500, "day " * 200, "what time is it in " + "paris " * 40, "\x00\x01 ??", "%" * 50):
        c = sk.claim(text)
        assert c is None or c.reply, text


# ------------------------------------------------------------------ the encyclopedia (issue 46)

@pytest.mark.parametrize("text, reply", [
    ("who wrote war and peace", "War and Peace was written by Leo Tolstoy."),
    ("who rote war and peace", "War and Peace was written by Leo Tolstoy."),             # Whisper's slip
    ("who painted the mona lisa", "Mona Lisa was painted by Leonardo da Vinci."),
    ("when was isaac newton born", "Isaac Newton was born in 1642."),
    ("when did the american civil war end", "American Civil War ended in 1865."),
    ("what is the capital of brazil", "The capital of Brazil is Brasilia."),
    ("what currency does japan use", "Japan uses the Yen (JPY)."),
    ("tell me about the louvre", "The Louvre is a national art museum in Paris, France."),
    ("where is mount kilimanjaro", "Mount Kilimanjaro is a large dormant volcano in Tanzania."),
    ("which countries border hungary", "Hungary borders Austria, Croatia, Romania, Serbia, Slovakia, Slovenia and Ukraine."),
    ("what countries does bolivia border", "Bolivia borders Argentina, Brazil, Chile, Paraguay and Peru."),
    ("what is finland's international calling code", "The calling code of Finland is +358."),
    ("who wrote the play a doll's house", "A Doll's House was written by Henrik Ibsen."),     # what it is, then its name
    ("where is the serengeti national park", "Serengeti National Park: national park in Tanzania."),
    ("who wrote the prince", "The Prince was written by Niccolò Machiavelli."),           # the title said with "the"
    ("who wrote the metamorphosis", "The Metamorphosis was written by Franz Kafka."),
    ("which composer wrote the ballet swan lake", "Swan Lake was written by Pyotr Ilyich Tchaikovsky."),
    ("who made the great wave off kanagawa", "The Great Wave off Kanagawa was made by Hokusai."),
    ("who was the author of the prince", "The Prince was written by Niccolò Machiavelli."),     # the doer named
    ("who is the composer of swan lake", "Swan Lake was composed by Pyotr Ilyich Tchaikovsky."),
    ("capital of bhutan", "The capital of Bhutan is Thimphu."),                          # said tersely
    ("tell me something about the mekong", "The Mekong or Mekong River is a transboundary river in East Asia and Southeast Asia."),
    ("which city is the capital of burkina faso", "The capital of Burkina Faso is Ouagadougou."),
])
def test_encyclopedia_answers_the_question_asked(sk, text, reply):
    intent, said = ask(sk, text)
    assert intent == "encyclopedia" and said == reply, (text, said)


def test_encyclopedia_names_and_people():
    s = skills()
    assert ask(s, "who was newton")[1].startswith("Sir Isaac Newton was an English polymath")      # the person
    assert ask(s, "who was isaac nuton")[1].startswith("Sir Isaac Newton")                          # misheard
    assert ask(s, "who invented the telephone")[1].startswith("Alexander Graham Bell: ")            # his article says it
    first = ask(s, "tell me about tolstoy")[1]
    assert "Leo Tolstoy" in first and len(first) <= 250
    more = ask(s, "tell me more")[1]
    assert more and more != first and len(more) <= 250


def test_encyclopedia_reads_ordinals_as_a_ruler_s_number_and_counts_what_was_asked():
    s = skills()
    assert ask(s, "who was henry the eighth")[1].startswith("Henry VIII was King of England")
    assert ask(s, "who was louis the fourteenth")[1].startswith("Louis XIV was King of France")
    # "twice the Moon's" is no count of moons; "the only one in the Solar System" no distance in inches
    assert "twice the Moon" not in ask(s, "how many moons does mars have")[1]
    assert "ocean world" not in ask(s, "how far is the sun from the earth")[1]


def test_encyclopedia_hears_a_name_by_its_sound():
    s = skills()
    assert "Genghis Khan" in ask(s, "who was genghis con")[1]          # Whisper's spellings of a name
    assert "Peru" in ask(s, "where is much a picchu")[1]
    assert ask(s, "who was marvin pelkington")[1] == "Sorry, I don't know that one."   # no name sounds like it


def test_encyclopedia_superlatives_from_the_article_that_says_it():
    s = skills()
    assert "Lake Victoria is Africa's largest lake" in ask(s, "what is the largest lake in africa")[1]   # not its sixth-largest
    assert ask(s, "what is the biggest planet in the solar system")[1].startswith("Jupiter is")       # "the largest in ..."
    # a narrower scope than the one asked is no answer: "Australia's longest river", "the smallest country in
    # continental Africa", "more mass than the biggest gas giant planets"
    assert "Murray" not in ask(s, "what is the longest river in the world")[1]
    assert "Gambia" not in ask(s, "what is the smallest country in the world")[1]
    assert "Brown dwarf" not in ask(s, "what is the largest planet")[1]


def test_encyclopedia_says_no_deed_it_did_not_read():
    s = skills()
    # a person whose sentence names the thing far from the deed did not do it: "the creator, showrunner, and host
    # of the preschool television series" invented no television; "his discovery that water is made of ... oxygen"
    assert not ask(s, "who invented television")[1].startswith("Fred Rogers")
    assert not ask(s, "who discovered oxygen")[1].startswith("Joseph Louis Gay-Lussac")
    # "193.3-kilometre-long" holds no year; a life's "released from prison" is not its presidency
    assert "193.3" not in ask(s, "when was the suez canal opened")[1]
    assert "1994" not in ask(s, "when was nelson mandela released from prison")[1]
    # a made-up country is no near spelling of a real one with another first sound; a sentence naming no one is no "who"
    assert ask(s, "what is the capital of drovania")[1] == "Sorry, I don't know that one."
    red_cross = ask(s, "who founded the red cross")[1]     # its article's "It was founded to protect ..." names no one
    assert red_cross == "Sorry, I don't know that one." or "Dunant" in red_cross, red_cross
    assert ask(s, "what is a collander")[1] == "Sorry, I don't know that one."     # one word by its sound is no calendar
    # the asker's own life: nothing here knows it, and the chat model is not asked (it invented "My cat is 12 years old")
    assert ask(s, "how old is my neighbour's cat") == ("encyclopedia", "Sorry, I don't know that one.")
    assert ask(s, "where are my keys") == ("encyclopedia", "Sorry, I don't know that one.")
    assert "Jupiter" in ask(s, "what is the largest planet in our solar system")[1]        # "our" of everyone


def test_encyclopedia_finds_the_work_and_the_side_asked():
    s = skills()
    # who made X: the works named after X too ("David (Michelangelo)", "Goethe's Faust"), X never a person
    assert "by Michelangelo" in ask(s, "who sculpted david")[1]
    assert ask(s, "who wrote faust")[1] == "Goethe's Faust was written by Johann Wolfgang von Goethe."
    assert ask(s, "who directed the movie seven samurai")[1] == "Seven Samurai was directed by Akira Kurosawa."
    assert ask(s, "who came up with the periodic table")[1].startswith("Dmitri Mendeleev: ")
    assert "Edmund Hillary" in ask(s, "who first climbed mount everest")[1]             # "reached the summit of"
    assert ask(s, "who discovered pen a sillin")[1].startswith("Alexander Fleming: ")      # Whisper's split word
    assert not ask(s, "who invented the phonograph")[1].startswith("Nicéphore Niépce")     # no photography
    # what causes it (not what it causes), what they spoke, where, one word naming the one title it ends
    assert "mosquito" in ask(s, "what causes malaria")[1]
    assert "Nahuatl" in ask(s, "what language did the aztecs speak")[1]
    assert "Granada" in ask(s, "in which city is the alhambra")[1]
    assert "Jordan" in ask(s, "where is the dead sea")[1]
    assert "bamboo" in ask(s, "what do pandas eat")[1]
    assert ask(s, "who's the guy who wrote moby dick")[1] == "Moby-Dick was written by Herman Melville."
    # a superlative said of a narrower place than the one asked is not the world's ("on land")
    assert "Sauropoda" not in ask(s, "what is the largest animal that has ever lived")[1]


def test_encyclopedia_reads_the_measure_asked_for():
    s = skills()
    assert "km/h" in ask(s, "how fast can a cheetah run")[1]                       # a speed, not a length
    moon = ask(s, "how far is the moon from earth")[1]                          # the Moon, said "from Earth"
    assert moon.startswith("Moon: ") and "384,399 kilometers" in moon
    # what it is asked about must be the article itself: the largest planet is no Solar System
    assert not ask(s, "what is the largest planet in the solar system")[1].startswith("The Solar System is")


@pytest.mark.parametrize("text", ["who is marvin pelkington the explorer", "what is the capital of narnia",
                                  "who won the springfield county fair pie contest in 1987",
                                  "how many legs does a flurbish have"])
def test_encyclopedia_declines_what_the_text_does_not_say(sk, text):
    assert ask(sk, text)[1] == "Sorry, I don't know that one."


def test_encyclopedia_leaves_commands_small_talk_and_open_requests(sk):
    for text in ("what time is it", "what is the time", "who are you", "what is your name", "what should i cook tonight",
                 "what's a fun activity for kids at home", "set a timer for ten minutes", "what is seven times eight",
                 "what's today's date"):
        c = sk.claim(text)
        assert c is None or c.intent != "encyclopedia", (text, c)
    for text in ("what should i cook tonight", "what's a good name for a cat", "tell me a joke"):
        assert sk.last_resort(text) is None, text          # open requests: the model's chat
    assert sk.last_resort("how long does it take the earth to go around the sun").reply      # a fact: answered or declined
    got = sk.last_resort("how on did the hundred years war last")     # Whisper's "how long": the chat model had said 1337 to 1451
    assert got is not None and "1451" not in got.reply, got


@pytest.fixture(scope="module")
def sk_model():
    """The skills as the daemon builds them: the encyclopedia ranks passages with the real sentence model."""
    from edgeassist.runtime import shared_embedder
    cfg = config.Config()
    return Skills(None, tz=NY, clock=lambda: NOW.timestamp(), place=Place("US", "New York", 40.7128, -74.0060),
                  models_dir=MODELS, embedder=lambda: shared_embedder(cfg))


@pytest.mark.parametrize("text, needle", [
    ("what is the largest planet in our solar system", "Jupiter"),             # no article is its subject: a passage
    ("who was the first person to walk on the moon", "Armstrong"),
    ("which element has the chemical symbol fe", "Iron"),
    ("when did the titanic sink", "1912"),
    ("which planet is known as the red planet", "Mars"),
])
def test_encyclopedia_finds_the_sentence_that_answers(sk_model, text, needle):
    intent, said = ask(sk_model, text)
    assert intent == "encyclopedia" and needle in said and len(said) <= 250, (text, said)


@pytest.mark.parametrize("text, reply", [
    ("when was confucius born", "Confucius was born in 551 BC."),                     # "(c. 551 – c. 479 BCE)"
    ("what year was frida kahlo born", "Frida Kahlo was born in 1907."),
    ("when did the chernobyl disaster happen", "Chernobyl disaster: 1986 nuclear accident in the Soviet Union."),
    ("what is the capitol of franse", "The capital of France is Paris."),              # Whisper's homophone, a slip
    ("explain what an enzyme is", "An enzyme is a biological macromolecule, usually a protein, that acts as a "
                                  "biological catalyst, accelerating chemical reactions without being consumed in the process."),
])
def test_encyclopedia_dates_of_a_life_and_slips(sk_model, text, reply):
    assert ask(sk_model, text)[1] == reply


@pytest.mark.parametrize("text", [
    "when was nelson mandela born",           # the article's years are his presidency's: not guessed from a sentence
    "how big is vatican city",                 # GeoNames has no area for it: never "0 square kilometers"
    "tell me about the brennan okafor theorem of tidal harmonics",     # made up: not the model's invention
    "who is the head chef at the blue heron cafe",
])
def test_encyclopedia_declines_rather_than_guess(sk_model, text):
    intent, said = ask(sk_model, text)
    assert intent == "encyclopedia" and said == "Sorry, I don't know that one.", (text, said)


def test_passages_without_the_sentence_model_want_every_word():
    from edgeassist.skills.data import Db, ENCYCLOPEDIA
    from edgeassist.skills.passages import Passages, answer_kind
    from pathlib import Path
    p = Passages(Db(Path(MODELS) / ENCYCLOPEDIA))
    assert "Jupiter" in p.find("what is the largest planet in the solar system").reply
    assert p.find("who is marvin pelkington the explorer") is None
    assert p.find("how many bones are in a flurbish") is None
    assert [answer_kind(q) for q in ("how tall is the eiffel tower", "when did rome fall", "okay so who discovered gravity",
                                      "what is the speed of light", "which planet is red")] == \
        ["number", "year", "who", "number", "thing"]


# ------------------------------------------------------------------ session 52: sums with units, clocks between places, ...

@pytest.mark.parametrize("text, needles", [
    ("Gas is $3.49 a gallon. How much for 14 gallons?", ["48.86 dollars"]),
    ("We drove 348 miles on 12 gallons. How many miles per gallon is that?", ["29 miles per gallon"]),
    ("I'm tripling a recipe that needs two thirds of a cup of sugar. How many cups do I need?", ["2 cups"]),
    ("A recipe for 4 people uses 2 cups of flour. How many cups do I need for 6 people?", ["3 cups"]),
    ("If we split a $145 bill three ways, how much does each person pay?", ["48.33 dollars"]),
    ("how many minutes in 2 hours and 30 minutes", ["150 minutes"]),
    ("how long does it take to drive 300 miles at 45 miles per hour", ["6 hours and 40 minutes"]),
    ("My car gets 30 miles per gallon. What is that in liters per 100 kilometers?", ["7.84 liters per 100 kilometers"]),
    ("the speed limit says 100 km slash h how fast is that in mph", ["62.1 miles per hour"]),
    ("sixty five miles an hour in kilometers", ["105 kilometers per hour"]),
])
def test_sums_with_units_by_their_dimensions(sk, text, needles):
    intent, reply = ask(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


@pytest.mark.parametrize("text", ["5 miles and 3 kilograms how many meters is that", "3 apples and 4 pears how many",
                                  "what is 7 times 8", "what's 15% of 80"])
def test_a_sum_with_no_one_answer_is_not_taken_by_rates(sk, text):
    c = sk.claim(text)
    assert c is None or c.intent != "word_problem", (text, c)


@pytest.mark.parametrize("text, needles", [
    ("My flight lands in Dubai at 7 a.m. local time. What time is that in New York?", ["10:00 PM the day before in New York"]),
    ("when it is noon in new york what time is it in paris", ["6:00 PM in Paris"]),
    ("I have a meeting at 10 a.m. Pacific time. What time is that for me?", ["1:00 PM here"]),
    ("my flight lands in chicago at 6 15 pm local time what time is that in new york", ["7:15 PM in New York"]),
    ("What time is it in UTC?", ["7:30 PM"]),
    ("what time is it in oakland new zealand", ["Auckland", "8:30 AM"]),
    ("What time is it in Portland?", ["more than one Portland"]),
    ("Are Phoenix and Denver on the same time right now?", ["Yes"]),
    ("Is it Saturday yet in Seoul?", ["Yes"]),
])
def test_clock_times_between_places_and_yes_or_no(sk, text, needles):
    intent, reply = ask(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


@pytest.mark.parametrize("text, needles", [
    ("Is the sun up right now?", ["Yes, the sun is up", "4:28 PM"]),
    ("How many minutes until sunset?", ["118 minutes"]),
    ("How many S's are in Mississippi?", ["4 S's"]),
    ("How do you spell quinoa?", ["Q, U, I, N, O, A"]),                 # the CMU dictionary knows it
    ("The Fourth of July is a Sunday next year. Which day do federal employees get off instead?", ["Monday, July 5, 2027"]),
    ("I need to order flowers for Mother's Day. When is it next year?", ["Sunday, May 9, 2027"]),
    ("What's the date of the last Friday this month?", ["December 25, 2026"]),
    ("What's the remainder when you divide 100 by 7?", ["is 2"]),
    ("A $120 jacket goes up 15%. What's the new price?", ["138"]),
])
def test_other_exact_answers_of_session_52(sk, text, needles):
    reply = fast_reply(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


def test_a_silent_stop_is_not_read_into_the_next_turn_and_nothing_is_taken_off_by_a_milk_run(sk):
    c = sk.claim("Actually, take the milk off, we've got plenty.")
    assert c is None or c.intent != "date_question"                 # "milk" is no MLK Day
    assert sk.claim("Spell the word I'm thinking of.").reply.startswith("Sorry, I don't know which word")


@pytest.mark.parametrize("text, needles", [
    ("What is the official language of Mozambique?", ["Portuguese"]),
    ("How big is Japan in square kilometres?", ["377,835 square kilometers"]),
    ("On which continent is Suriname?", ["South America"]),
    ("What is bronze made of?", ["copper"]),
    ("What do giant pandas mainly eat?", ["bamboo"]),
    ("What does DNA stand for?", ["Deoxyribonucleic acid"]),
    ("what year did world war one end", ["1918"]),
])
def test_encyclopedia_country_facts_and_sides_of_a_thing(sk, text, needles):
    intent, reply = ask(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


@pytest.mark.parametrize("text, not_in", [
    ("what is the largest city in canada", "Montreal"),            # "the second-largest in Canada"
    ("which is the largest desert in the world", "Turkana"),        # "the largest permanent desert lake"
    ("whats the biggest island in the world", "Niue"),             # "one of the world's largest"
    ("what is the tallest mountain in the world", "Climbing"),      # "the world's tallest mountains"
    ("Who was the first pope?", "Clement"),                        # "in the late first century"
])
def test_encyclopedia_superlatives_and_firsts_only_from_a_sentence_that_says_so(sk, text, not_in):
    intent, reply = ask(sk, text)
    assert not_in not in reply, (text, reply)


@pytest.mark.parametrize("text, needles", [
    ("What time will it be in Tokyo three hours from now?", ["7:30 AM", "will be"]),
    ("What time does dusk end this evening, civil twilight I mean?", ["Dusk", "4:59 PM"]),
    ("How many years ago did the Berlin Wall fall in November 1989?", ["37 years ago"]),
    ("How many days are there between March 3rd and June 18th of 2027?", ["107 days"]),
    ("My daughter turns a year older on March 2nd. How many days until then?", ["88 days"]),
    ("When is Diwali next year?", ["October 29, 2027"]),
    ("What's the last day of Hanukkah this year?", ["December 12, 2026"]),
    ("When is the next leap day?", ["February 29, 2028"]),
    ("Remind me, when is Father's Day in 2027?", ["June 20, 2027"]),
    ("how many grams in a cup of water", ["237 grams"]),
    ("It's 30 degrees Celsius in Madrid. What's that in Fahrenheit?", ["86 degrees Fahrenheit"]),
    ("I earn $22 an hour and worked 37.5 hours. What did I make?", ["825"]),
    ("What's the area of a circle with a radius of 3?", ["28.27"]),
    ("If I want to phone someone in Ireland, what country code do I dial?", ["+353"]),
])
def test_exact_answers_of_session_53(sk, text, needles):
    reply = fast_reply(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


@pytest.mark.parametrize("text, needles", [
    ("My book club is reading Middlemarch next month. Who wrote it?", ["George Eliot"]),
    ("We are reading about Napoleon. When was he born?", ["1769"]),
    ("when did the first world war begin", ["1914"]),                   # a name its first sentence gives
    ("what is the koran", ["Islam"]),
    ("What's the capital of Côte d'Ivoire?", ["Yamoussoukro"]),
    ("What is Diwali?", ["festival of lights"]),                         # what it is, not when
    ("How long is the Panama Canal?", ["82-kilometer"]),
])
def test_encyclopedia_of_session_53(sk, text, needles):
    intent, reply = ask(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


def test_a_remark_that_names_nothing_known_leaves_the_question_alone(sk):
    from edgeassist.skills.mentions import asked_about
    known = {"the Eiffel Tower"}.__contains__
    assert asked_about("My daughter loves the Eiffel Tower. How tall is it?", known) == "How tall is the Eiffel Tower?"
    assert asked_about("I met Mary yesterday. Where does she live?", known) is None
    assert asked_about("It's 30 degrees in Madrid. What's that in Fahrenheit?", known) is None
    assert asked_about("Who wrote it?", known) is None
    intent, reply = ask(sk, "Where was the potato first domesticated?")
    assert "Americas" not in reply, reply                                # native to is not domesticated in


@pytest.mark.parametrize("text, needles", [
    ("What's (8 + 4) * 3?", ["36"]),                                    # written brackets (was 20)
    ("what is 2 * (3 + 4) - 1", ["13"]),
    ("How many hours until midnight?", ["9 and a half hours", "midnight"]),
    ("how long until 5", ["2 hours and 30 minutes", "5:00 PM"]),
    ("What's the date for Presidents' Day next year?", ["February 15, 2027"]),
    ("New Year's Day 2028 is a Saturday, so which day do federal employees get off?", ["December 31, 2027"]),
    ("When is the next Friday the 13th?", ["August 13, 2027"]),
    ("What day of the week does March 2027 start on?", ["March 1, 2027", "Monday"]),
    ("uh what was the date a fortnite ago", ["November 20, 2026"]),
    ("How many days until my anniversary?", ["don't know when your anniversary is"]),
    ("how many days until my mom's birthday", ["don't know"]),           # no Mother's Day
    ("How many days until my anniversary on January 9th?", ["36 days"]),
    ("what does gullable mean", ["gullible", "deceived"]),               # sounds the same: a misspelling
    ("What's the percent increase from 40 to 50?", ["increase of 25%"]),
    ("by what percent did it go up from 40 to 50", ["increase of 25%"]),       # the model had taken it as volume
    ("When is Mothering Sunday in the UK next year?", ["March 7, 2027", "United Kingdom"]),   # that country's day
    ("When is Fat Tuesday in 2027?", ["February 9, 2027"]),
    ("whats a hundred k m h in miles per hour", ["62.1"]),
    ("Spell cinnamon for my grocery list.", ["C, I, N, N, A, M, O, N"]),
    ("what does the word saute mean in cooking", ["fry briefly"]),
    ("What's one third plus one quarter?", ["0.583"]),
    ("18 out of 24 is what percent?", ["75%"]),
    ("what is three quarters of 8", ["is 6"]),
    ("how do you spell necessary for my essay", ["N, E, C, E, S, S, A, R, Y"]),   # what it is for is no word
    ("what is 60 m p h in kilometers per hour", ["96.6"]),                      # a unit said letter by letter
    ("what does the term tempo mean in music", ["speed"]),
    ("Which week of the year is Christmas in?", ["week 52"]),
    ("what day of the week will december 4 2030b", ["Wednesday"]),      # Whisper's words
    ("of what was the date of fortnight ago", ["November 20, 2026"]),
])
def test_exact_answers_of_session_54(sk, text, needles):
    reply = fast_reply(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


def test_a_word_never_heard_of_is_not_guessed(sk):
    assert "don't know the word flurbish" in ask(sk, "define flurbish")[1]


@pytest.mark.parametrize("text, needles, not_in", [
    ("When was Martin Luther King Jr. assassinated?", ["1968"], ["Day"]),    # the man, not his day
    ("when was martin luther king born", ["1929"], ["Day"]),
    ("Who invented the telescope?", [], ["Huygens", "Brahe"]),             # "improved telescopes and invented the pendulum clock"
    ("How deep is the Mariana Trench?", ["10,935"], []),                    # the sentence that says "depth"
    ("What is the boiling point of water in Fahrenheit?", [], ["Fahrenheit:"]),
    ("Who founded the Mongol Empire?", ["Genghis Khan"], ["Kublai"]),       # a person the list left uncategorised
    ("What was Florence Nightingale known for?", ["nursing"], []),
    ("Explain plate tectonics to me.", ["lithosphere"], []),
    ("What is the half-life of carbon-14?", ["5,700 years"], []),
])
def test_encyclopedia_of_session_54(sk, text, needles, not_in):
    intent, reply = ask(sk, text)
    for n in needles:
        assert n in reply, (text, reply)
    for n in not_in:
        assert n not in reply, (text, reply)


def test_hours_until_a_clock_time_are_said_in_words_that_fit_the_number():
    from edgeassist.skills.clockconv import until
    for hour, minute, said in ((13, 0, "11 hours"), (12, 30, "11 and a half hours"), (23, 0, "1 hour until")):
        reply = until("how many hours until midnight", dt.datetime(2026, 12, 4, hour, minute, tzinfo=NY))[1]
        assert said in reply, reply


def test_what_a_word_means_in_a_language_is_no_definition(sk):
    c = sk.claim("what does the word gato mean in spanish")
    assert c is None or c.intent != "define_word", c        # a translation, not WordNet's "gato"



def test_encyclopedia_takes_the_owner_s_own_articles(tmp_path, caplog):
    own = tmp_path / "articles.json"
    own.write_text(json.dumps({"Riverside Community Library": {
        "description": "Public library in Millbrook, Ohio", "extract": "The Riverside Community Library is a public library in "
        "Millbrook, Ohio. It was founded in 1952 by Margaret Ellis, a local teacher."}}))
    s = Skills(None, tz=NY, clock=lambda: NOW.timestamp(), place=Place("US", "New York", 40.7128, -74.0060), models_dir=MODELS,
               encyclopedia=(True, str(own), tmp_path / "cache"))
    assert ask(s, "tell me about the riverside community library")[1] == \
        "The Riverside Community Library is a public library in Millbrook, Ohio."
    assert "Margaret Ellis" in ask(s, "who founded the riverside community library")[1]
    assert ask(s, "who wrote war and peace")[1] == "War and Peace was written by Leo Tolstoy."    # Wikipedia's still
    assert (tmp_path / "cache" / "encyclopedia-own.sqlite").is_file()
    # a bad file: one line naming the file, the entry and the key; Wikipedia's articles alone
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"Nothing Here": {"description": 3, "extract": "x"}}))
    s = Skills(None, tz=NY, clock=lambda: NOW.timestamp(), place=Place("US"), models_dir=MODELS,
               encyclopedia=(True, str(bad), tmp_path / "cache2"))
    with caplog.at_level(logging.WARNING):
        assert ask(s, "who wrote war and peace")[1] == "War and Peace was written by Leo Tolstoy."
    assert any(str(bad) in r.getMessage() and "entry 1" in r.getMessage() and "'description'" in r.getMessage()
               for r in caplog.records), caplog.text


def test_encyclopedia_which_thing_of_a_kind_goes_with_a_named_one():
    s = skills()
    assert "Tigris" in ask(s, "which river flows through baghdad")[1]          # Tigris: "River in Western Asia"
    assert "Danube" in ask(s, "what river runs through budapest")[1]           # "Budapest" is no superlative's "-est"
    from edgeassist.skills import linked
    book = next(k for k in s.skills if k.name == "encyclopedia")
    assert linked.answer("which planet is closest to the sun", book.article) is None     # a superlative: not here


def test_encyclopedia_asks_which_and_takes_the_answer():
    s = skills()
    assert ask(s, "what is mercury")[1] == "Do you mean Mercury (element) or Mercury (planet)?"
    assert s.claim("the planet").reply.startswith("Mercury is the first planet from the Sun")
    assert ask(s, "what is mercury")[1].startswith("Do you mean")
    assert s.claim("the element").reply.startswith("Mercury is a chemical element")


def test_encyclopedia_can_be_turned_off():
    s = Skills(None, tz=NY, clock=lambda: NOW.timestamp(), place=Place("US"), models_dir=MODELS, encyclopedia=(False, "", None))
    assert not any(k.name == "encyclopedia" for k in s.skills)
    assert s.claim("who wrote war and peace") is None and s.last_resort("who wrote war and peace") is None


@pytest.mark.parametrize("text, needles", [
    ("What's 10 am Pacific time in Eastern time?", ["1:00 PM in Eastern Time"]),      # both places named: no "here"
    ("what is 3 pm eastern in pacific time", ["12:00 PM in Pacific Time"]),
    ("I'm calling Mumbai at 8 pm tonight our time. What time will it be there?", ["6:30 AM", "Mumbai"]),
    ("When is Patriots' Day in 2027?", ["April 19, 2027", "Massachusetts"]),           # a state's, not Patriot Day
    ("when is patriot day", ["September 11"]),
    ("when is m l k day twenty twenty seven", ["January 18, 2027"]),                     # spelled letters joined
    ("what time is it in the u k right now", ["United Kingdom"]),
    ("what time is it in the netherlands", ["Netherlands", "8:30 PM"]),
    ("How long will the day be on March 20, 2027, from sunrise to sunset?", ["12 hours and 8 minutes"]),
    ("Will the year 2400 be a leap year?", ["Yes"]),
    ("On what day of the week does March 2027 begin?", ["Monday"]),
    ("How many days after March 1, 2027 is June 30, 2027?", ["121 days"]),
    ("How many days are left in this month after today?", ["27 days"]),
    ("How many square meters is a 12 by 15 foot room?", ["16.7 square meters"]),
    ("um what does glossery mean", ["glossary"]),                                        # fewer letters changed
    ("What does 'ubiquitous' mean?", ["everywhere"]),                                    # a word in quotes
    ("What day of the week will Anzac Day be in 2027?", ["April 25, 2027"]),
    ("When's the Victoria Day long weekend Monday in 2027?", ["May 24, 2027", "Canada"]),  # another country's own day
    ("When do the clocks go forward in Britain in 2027?", ["March 28, 2027"]),           # that country's zone
    ("When is India's Independence Day next year?", ["August 15, 2027"]),
    ("What's the date of Remembrance Sunday in 2027?", ["November 14, 2027"]),
    ("What date was the first Sunday of Advent this year?", ["November 29, 2026"]),
    ("when is diwali", ["2027"]),
])
def test_exact_answers_of_session_57(sk, text, needles):
    intent, reply = ask(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


def test_an_impossible_date_inside_a_question_is_said_so(sk):
    intent, reply = ask(sk, "what time does the sun rise on the thirty first of november")
    assert "no November 31" in reply, reply                             # not the first of November inside it
    intent, reply = ask(sk, "Who painted the ceiling of the Sistine Chapel?")
    assert "Michelangelo" in reply, reply
    got = sk.claim("What will the weather be like in Madrid next Tuesday?")
    assert got is None or got.intent != "world_time", got               # the weather, not the time in Madrid


@pytest.mark.parametrize("text, needles", [
    ("What week of the year does Christmas fall in?", ["week 52"]),
    ("when does day light savings end next year", ["November 7, 2027"]),               # Whisper's "day light"
    ("how do you spell dessert the sweet thing after dinner", ["D, E, S, S, E, R, T"]),  # what it is, after the word
    ("Who wrote Leaves of Grass?", ["Walt Whitman"]),                                   # "is a poetry collection by ..."
    ("When did the Wall Street Crash happen?", ["1929"]),                               # "... crash of 1929"
    ("Who was known as the Lady with the Lamp?", ["Florence Nightingale"]),            # a by-name in quotes
    ("In which country would I find the ruins of Tikal?", ["Guatemala"]),
    ("Where's the Serengeti?", ["Tanzania"]),                                           # "... National Park"
    ("What is Sweden's currency?", ["Krona"]),
    ("whats the currency of chilly", ["Chile", "Peso"]),                               # the one country that sounds so
    ("okay who was napoleon bona part", ["Emperor of the French"]),                    # the name its summary opens with
    ("when did the us civil war end", ["1865"]),
    ("When did Nelson Mandela become President of South Africa?", ["became president in 1994"]),   # the office's first year
    ("when did winston churchill become prime minister", ["1940"]),
    ("when does daylight saving time start", ["go forward an hour on Sunday, March 14, 2027."]),   # the start only
    ("who was marie curry", ["physicist"]),                                         # nearer in letters than "mercury"
    ("okay so who was jengis khan", ["Mongol"]),                                    # a soft g sounds as j
    ("hey whats the highest mountain in the world", ["Mount Everest"]),             # "on Earth" is the world's
    ("How old would a person born on December 25, 1960 be today?", ["65 years old"]),
    ("how old is somebody born in may nineteen seventy", ["56 years old"]),          # a month and year
    ("What's the date of the first Monday of 2027?", ["January 4, 2027"]),
    ("what weak number is it", ["week 49"]),
    ("how many days in feb twenty twenty seven", ["28 days"]),
    ("What's 3/4 of a cup in milliliters?", ["177 milliliters"]),
    ("Convert 20 snarfles to grams.", ["don't know a unit called snarfles"]),
    ("What day is German Unity Day on next year?", ["October 3, 2027"]),             # a people's day by its adjective
    ("When is Mexican Independence Day?", ["September 16"]),
    ("When is the August bank holiday in England next year?", ["August 30, 2027"]),
    ("When do the clocks go back in Sydney next year?", ["April 4, 2027"]),          # a city's clocks
    ("How long will the day be on Christmas?", ["9 hours and 15 minutes"]),
    ("What does baste mean when you're cooking a turkey?", ["before cooking"]),
    ("What does a sommelier do?", ["wine"]),
    ("What's a synonym for grumbaloid?", ["don't know the word grumbaloid"]),        # three letters from "grumbled": no guess
    ("Which element has the chemical symbol W?", ["Tungsten"]),                      # the elements' own summaries
    ("what element is a u on the periodic table", ["Gold"]),
    ("Which element has atomic number one?", ["Hydrogen"]),
    ("who founded micro soft", ["Bill Gates"]),                                      # "co-founded"
    ("who founded the red cross", ["Henry Dunant"]),
    ("Which country completely surrounds Lesotho?", ["South Africa"]),
    ("Which country shares the island of Hispaniola with Haiti?", ["Dominican Republic"]),
    ("what does d n a stand for", ["Deoxyribonucleic acid"]),                        # letters said one by one
    ("When was Julius Caesar assassinated?", ["assassinated in 44 BC"]),            # a death's year
    ("Who worked out the laws of planetary motion?", ["Johannes Kepler"]),           # a law named for its finder
    ("what is the powerhouse of the cell", ["mitochondrion"]),                       # a by-name said so ("nicknamed")
    ("what is the largest planet", ["Jupiter"]),                                     # "in the Solar System" is the world's
])
def test_exact_answers_and_encyclopedia_of_session_58(sk, text, needles):
    intent, reply = ask(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


def test_a_place_that_sounds_like_no_country_is_not_one(sk):
    assert "Chile" not in ask(sk, "what is the capital of cool")[1]
    from edgeassist.skills import nicknames
    enc = next(s for s in sk.skills if s.name == "encyclopedia")
    assert nicknames.answer("who is known as the father of the nation", enc.db()) is None      # two articles give it


def test_the_clock_says_today_s_weekday_when_asked_the_day_of_the_week(sk):
    sk.ctx.said = "What day of the week is it?"          # "week": no question of weeks to come
    try:
        assert sk.handle("get_date", {}).reply == "Today is Friday, December 4, 2026."
    finally:
        sk.ctx.said = None


@pytest.mark.parametrize("text, needles", [
    ("How much does an $80 jacket cost after 25% off?", ["$60"]),
    ("The bill is $96 and we add a 20% tip. How much does each of 4 people pay?", ["$28.80 each"]),
])
def test_discounts_and_a_bill_shared_by_people_counted(sk, text, needles):
    reply = fast_reply(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


@pytest.mark.parametrize("text, needles", [
    ("How much do I save with 25% off a $60 item?", ["saves $15"]),
    ("How much is a $25 meal with 8.875 percent tax added?", ["$27.22"]),
    ("Split a $58 pizza bill five ways.", ["$11.60 each"]),
    ("Something costs $48 after a 20% discount. What was the original price?", ["$60"]),
    ("If six of us split $250, how much is each share?", ["$41.67 each"]),
])
def test_savings_tax_shares_and_the_price_before_a_discount(sk, text, needles):
    reply = fast_reply(sk, text)
    for n in needles:
        assert n in reply, (text, reply)


@pytest.mark.parametrize("text, spelled", [
    ("how do you spell there as in belonging to them", "T, H, E, I, R"),            # a possessive by "belonging to"
    ("how do you spell its as in it is", "I, T, apostrophe, S."),                    # a contraction by its words ("It's")
    ("how do you spell flower as in baking", "F, L, O, U, R"),                      # the sense the sentence model finds nearest
    ("how do you spell bear as in naked", "B, A, R, E"),
    ("how do you spell right as in correct", "R, I, G, H, T"),                      # the word said, when it is the one meant
])
def test_a_word_heard_as_its_homophone_is_spelled_as_its_description_says(sk_model, text, spelled):
    intent, reply = ask(sk_model, text)
    assert spelled in reply, (text, reply)


def test_a_phrase_is_not_defined_by_its_last_word_unless_a_verb_leads_it(sk):
    assert "don't know the word rainbow flax" in ask(sk, "what does rainbow flax mean")[1]
    assert "anger" in ask(sk, "what does take umbrage mean")[1]
    assert "baleful" in ask(sk, "What's a word that means the same as ominous?")[1]


def test_a_work_or_a_landform_named_in_a_question_is_no_sun_time_or_country_fact(sk):
    intent, reply = ask(sk, "Which painter's work Impression, Sunrise gave Impressionism its name?")
    assert intent != "sun_times" and "Sunrise in" not in reply, reply
    intent, reply = ask(sk, "Which mountain range is the traditional border between Europe and Asia in Russia?")
    assert "Russia borders" not in reply, reply


def test_a_work_is_named_by_its_title_and_an_article_named_twice_is_one(sk):
    assert "Asimov" not in ask(sk, "who wrote the fantasy")[1]                        # "wrote mysteries and fantasy": a kind
    assert ask(sk, "who composed the four seasons")[1] == "The Four Seasons was composed by Antonio Vivaldi."


@pytest.mark.parametrize("text, needles", [
    ("How many days does 2028 have?", ["366"]),
    ("What date is the 100th day of 2027?", ["April 10, 2027"]),
    ("so what was the date exactly three months ago", ["September 4, 2026"]),
    ("Days left until Valentine's Day?", ["72 days"]),
    ("Last Tuesday, what was the date?", ["December 1, 2026"]),
    ("How old will I be on January 1st, 2030 if I was born July 1st, 1992?", ["37 years old"]),
    ("whats one point five million divided by twelve", ["125000"]),
    ("How many megabits are in 100 megabytes?", ["800 megabits"]),
])
def test_dates_sums_and_units_asked_in_other_ways(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) else ask(sk, text)[1]
    assert all(n in said for n in needles), said


@pytest.mark.parametrize("text, reply", [("What year is it?", "It is 2026."), ("what month is it", "It is December 2026."),
                                         ("what is the date", "Today is Friday, December 4, 2026.")])
def test_the_year_and_month_of_today(sk, text, reply):
    sk.ctx.said = text                       # the clock's intents read the words said (the model chose the intent)
    assert sk.handle("get_date", {}).reply == reply


@pytest.mark.parametrize("text, reply", [
    ("what does elated mean", "Elated, as an adjective, means: exultantly proud"),       # the participle's own sense
    ("Is there another word for procrastinate?", "Another word for procrastinate is"),
    ("What is another name for a skillet?", "Another word for skillet is frying pan"),
    ("Can you tell me what a librarian is?", "Librarian, the noun:"),
    ("how do you say thank you in spanish", "Sorry, I can't translate"),
    ("Can you spell the word?", "Sorry, I don't know which word you mean."),
])
def test_more_ways_of_asking_about_words(sk, text, reply):
    intent, said = ask(sk, text)
    assert said.startswith(reply), said


@pytest.mark.parametrize("text, office", [
    ("who is the president of france", True), ("who's the pope", True), ("who is the prime minister of the uk", True),
    ("who is the king of pop", False), ("who was the first president of the united states", False),
])
def test_who_holds_an_office_now_is_not_guessed_from_old_summaries(sk, text, office):
    intent, said = ask(sk, text)
    assert ("who holds that office now" in said) == office, said
    assert "Mitterrand" not in said and "Alexander Pope" not in said


@pytest.mark.parametrize("text, reply", [
    ("what's the opposite of hot", "The opposite of hot is cold."),
    ("antonym of brave", "The opposite of brave is cowardly."),
    ("what is the opposite of flurbish", "I don't know an opposite of flurbish."),
    ("what rhymes with nation", "Words that rhyme with nation: "),
    ("what rhymes with orange", "I know no common word that rhymes with orange."),
])
def test_opposites_from_wordnet_and_rhymes_from_the_cmu_dictionary(sk, text, reply):
    intent, said = ask(sk, text)
    assert said.startswith(reply), said
    if "nation" in text:                     # each said like it from its last two vowels on
        assert all(w.endswith(("tion", "sion")) for w in said.split(": ")[1].rstrip(".").replace(" and ", ", ").split(", ")), said


@pytest.mark.parametrize("text, needles", [
    ("In 2029, when does Thanksgiving fall?", ["November 22, 2029"]),
    ("Count the days from today to March 1st.", ["87 days"]),
    ("Add 5 and 3, then multiply the result by 4.", [": 32."]),
    ("Mexico City, what time is it?", ["In Mexico City it is 1:30 PM."]),
    ("What time is sunrise in Sydney, Australia on Christmas Day, local time?", ["December 25", "5:42 AM"]),
    ("who can post the opera carmen", ["Bizet"]),
    ("who wrote 100 years of solitude", ["Márquez"]),
])
def test_questions_of_session_59(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) else ask(sk, text)[1]
    assert all(n in said for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("My passport expires on March 15th, 2027. How many days is that from now?", ["101 days", "March 15, 2027"]),
    ("I ran a 10K. How many miles was that?", ["6.21 miles"]),
    ("My neighbour is Greek Orthodox. When is their Easter next year?", ["Orthodox Easter", "May 2, 2027"]),
    ("We're flying to Reykjavik. What time does the sun rise there tomorrow, local time?", ["Reykjav", "tomorrow"]),
    ("The recipe says 350 degrees Fahrenheit. What is that in Celsius? My oven is European.", ["176.7 degrees Celsius"]),
    ("The brine needs three days. If I start it today, what day of the week will it be ready?", ["Monday, December 7, 2026"]),
    ("so what day of the week is the twenty fifth", ["Friday, December 25, 2026"]),
    ("How many days are there in June, July and August put together?", ["92 days"]),
    ("I was born on 22 April 1980. What day of the week will my 50th birthday be?", ["April 22, 2030", "Monday"]),
    ("Good Friday in 2028, when is it?", ["April 14, 2028"]),
    ("What's the date three months and two weeks from now?", ["March 18, 2027"]),
    ("Moscow time right now?", ["In Moscow it is 10:30 PM"]),
    ("How many grams is a third-pound burger?", ["151 grams"]),
    ("Eggs are $4.80 a dozen. How much is that per egg?", ["$0.40 each"]),
    ("What's 8 plus 4, all times 5?", ["60"]),
])
def test_questions_of_session_60(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(n in said for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("Which city is Pakistan's capital? I always think it's Karachi.", ["Islamabad"]),         # the question, not the remark
    ("Thailand currency?", ["Baht"]),                                                          # terse
    ("Les Misérables author?", ["Victor Hugo"]),
    ("Is Sydney the capital of Australia?", ["No,", "Canberra"]),                              # a check, answered yes or no
    ("Is Canberra the capital of Australia?", ["Yes,", "Canberra"]),
    ("Do they use euros in Switzerland, or something else?", ["No,", "Franc"]),
    ("Remind me, what year the ship Titanic went down?", ["1912"]),
    ("Auckland, New Zealand — what's the time there now?", ["In Auckland it is 8:30 AM"]),   # the topic said first
    ("And yesterday — what was the date?", ["December 3, 2026"]),
    ("Earth Day 2027 — date and weekday please.", ["Thursday, April 22, 2027"]),
    ("We run the Boston Marathon on Patriots' Day. When is it in 2027?", ["April 19, 2027"]),
    ("My birthday is February 10. How many days until my birthday?", ["68 days"]),
    ("ninety days ago what was the date", ["September 5, 2026"]),
    ("We're splitting a bill of $143.75 five ways. How much each?", ["28.75 dollars"]),
    ("Eggs are 35 cents each. How much for a dozen?", ["4.20 dollars"]),
    ("Rent is $1,850 a month. How much is that per year?", ["22200 dollars a year"]),
    ("The recipe serves 4 and uses 300 grams of flour. I need to feed 10. How much flour?", ["750 grams"]),
    ("I drove 320 miles on 11 gallons. What's my miles per gallon?", ["29.1 miles per gallon"]),
    ("What time will it be in 3 hours and 45 minutes?", ["6:15 PM"]),
    ("How many minutes from now until sunset?", ["118 minutes"]),
    ("3/4 of an inch in millimeters?", ["19 millimeters"]),
    ("The rental car uses 8 liters per 100 km. How many miles per gallon is that?", ["29.4 miles per gallon"]),
    ("What's frivolous mean?", ["not serious"]),
    ("What does it mean to baste a turkey?", ["Baste"]),
    ("Please, how to write the word entrepreneur, letter by letter?", ["E, N, T, R, E, P"]),
    ("30 is 20 percent of what number?", ["150"]),
    ("What's twelve and a half percent of 640?", ["80"]),
    ("What's log base 10 of 1000?", ["is 3."]),
    ("The British recipe says bake at 200 degrees C. What do I set my oven to in Fahrenheit?", ["392 degrees Fahrenheit"]),
    ("I drove 210 miles in three and a half hours. What was my average speed?", ["60 miles per hour"]),
    ("An 18 ounce jar of peanut butter costs $4.50. What's the price per ounce?", ["25 cents an ounce"]),
    ("If my salary is $52,000 a year, how much is that per week?", ["1000 dollars a week"]),
    ("How many days from today until my exam on February 8th?", ["66 days"]),
    ("What's the first day of Passover in 2027?", ["April 22, 2027"]),
    ("palm sunday twenty twenty seven", ["March 21, 2027"]),
    ("Was 1900 a leap year? I always get confused by the century rule.", ["not a leap year"]),
    ("who wrote 1984", ["George Orwell"]),
    ("What date is Flurbo Friday this year?", ["can't work out which day"]),                    # no day called so: not Friday
    ("a two carat diamond weighs how many grams", ["2 carats is 0.4 grams"]),                # not "a" and "two" added
    ("Les Misérables is written by who?", ["Victor Hugo"]),
    ("Is Istanbul the capital of Turkey? If not, what is?", ["No,", "Ankara"]),
    ("Is Kiev the capital of Ukraine?", ["Yes,", "Kyiv"]),                                       # one name spelled two ways
    ("What code do I dial before a number in Kenya?", ["+254"]),                                                      # a year's title said as a number
    ("How many steps are there up to my flat?", ["don't know"]),                                # the asker's own, before any model
    ("How hot is the surface of the Sun?", ["don't know"]),                                     # no temperature in the summary
])
def test_questions_of_session_61(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(n in said for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("what date is it thirty-one days from today", ["January 4, 2027"]),                     # a number word with a hyphen
    ("what is forty two times three", ["126"]),                                             # a number, not a place's nickname
    ("Split $30 between zero people. How much each?", ["zero people"]),                      # none to share among: said so
    ("The recipe is for 6 and needs 300 grams of rice. I'm cooking for 4, how much rice?", ["200 grams"]),
    ("two notebooks at $3.50 each, what's the total?", ["7 dollars"]),                       # counted things, not pint's units
    ("I earn $20 an hour for 40 hours a week, how much is that a year?", ["41600"]),         # a salary's year: 52 weeks
    ("I put 25 dollars a week into savings, how much a year?", ["1300 dollars a year"]),
    ("My boss called her plan audacious. What does that mean?", ["Audacious"]),
    ("when is the sun rising tomorrow", ["Sunrise in New York tomorrow"]),
    ("what time does the sun set on christ mass day", ["December 25"]),                      # a day's name heard as two words
    ("What does CPU stand for?", ["central processing unit"]),                               # spelled out in another article's bracket
    ("what does the U N stand for", ["United Nations"]),
    ("what does it stand for", ["don't know"]),                                              # no abbreviation said
    ("who was the first man in space", ["Gagarin"]),                                        # man, person, human alike
    ("which is the smallest ocean", ["Arctic"]),                                            # "the smallest and shallowest of"
    ("witch planet is known as the red planet", ["Mars"]),                                  # Whisper's homophone of "which"
    ("Lesotho is entirely surrounded by which country?", ["South Africa"]),
    ("Who invented the automobile?", ["Benz"]),                                             # "the first practical ... automobile"
])
def test_questions_of_session_62(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(n.lower() in said.lower() for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("We're thinking about a long weekend in 2028. When is Memorial Day that year?", ["May 29, 2028"]),    # "that year": the remark's
    ("My passport expires June 30, 2027. How many days do I have left?", ["208 days"]),                  # until the remark's date
    ("What was the date on the Monday of this week?", ["November 30"]),                                 # this week's, not the next
    ("what date was tuesday last week", ["November 24"]),
    ("What's the day of the week in Honolulu right now?", ["Honolulu", "Friday"]),
    ("I have a meeting at 3 pm Tokyo time on December 5. What time is that for me?", ["1:00 AM", "December 5"]),   # the day said
    ("We'll be in Miami for Christmas. What time is sunrise there on Christmas morning?", ["Miami"]),  # there: the place after "in"
    ("when does the son come up on saturday", ["Sunrise"]),                                            # Whisper's homophone
    ("At what temperature in Celsius is minus 40 Fahrenheit?", ["-40 degrees Celsius"]),
    ("My diet is 2000 calories a day. How many kilojoules is that?", ["8368"]),                         # the unit asked for's kind
    ("The patio heater puts out 10,000 BTU of heat. How many kilowatt-hours is that?", ["2.93"]),        # "that": the amount said
    ("what does nonshalant mean", ["nonchalant"]),                                                      # French "ch" said "sh"
    ("My test scores were 82, 91, 77 and 88. What's the average?", ["84.5"]),                           # the numbers said before
    ("What's 3/16 as a decimal?", ["0.1875"]),                                                          # said whole, not "about 0.188"
    ("Four of us are splitting a $126 bill evenly. How much does each person pay?", ["31.50"]),
    ("What's the sum of all the whole numbers from 1 to 100?", ["5050"]),
    ("The TV is $250 with a 12% discount. How much do I save?", ["saves $30"]),                         # the saving, not the price
    ("What is the last day of February in 2028?", ["February 29, 2028"]),
    ("Who invented the phonograph?", ["Edison"]),                                   # "an American inventor ... known for ... the phonograph"
    ("Who composed the Symphonie fantastique?", ["Berlioz"]),                       # "His output includes ... the Symphonie fantastique"
    ("Which music genre was born in New Orleans in the early 20th century?", ["Jazz"]),     # "Jazz is a music genre that ..."
])
def test_questions_of_session_63(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(n.lower() in said.lower() for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("How many years has it been since July 4th, 1776?", ["250 years and 5 months"]),        # whole years, not "about 250.4"
    ("what day of the week was july fourth seventeen seventy six", ["1776", "Thursday"]),       # a year said as words
    ("i was born on february 3rd 19 hundred 90 how old will i turn on my next birthday", ["37"]),   # Whisper's "19 hundred 90"
    ("how many months until valentine's day", ["2 months and 10 days"]),
    ("is christmas gonna be on a friday", ["Yes", "Christmas Day"]),                           # not Christmas Eve
    ("uh when is the sun gonna set tonight", ["Sunset"]),
    ("what time is sunrise on thanks sitting next year", ["which day"]),                       # not today's sunrise
    ("which river are the victoria falls on", ["Zambezi"]),                                    # not Victoria Day's date
    ("A webinar starts at 10 am Pacific. What time is that here?", ["1:00 PM"]),               # a zone after a clock time
    ("how do you spell recieve", ["receive", "R, E, C, E, I, V, E"]),                         # by its sound
    ("how's question is spelled", ["Question is spelled Q, U, E, S, T, I, O, N."]),           # Whisper's "is" before "spelled"
    ("Can you think of another word that means ponder?", ["Another word for ponder"]),
])
def test_questions_of_session_64(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(n.lower() in said.lower() for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("Calculate 9 divided by 0, then subtract 2.", ["can't", "zero"]),                         # a step that cannot be done (it raised)
    ("What's pi times 3 squared?", ["28.274"]),
    ("If a dozen eggs costs $4.80, how much is one egg?", ["40 cents"]),                    # not 12 times $4.80
    ("if 4 tickets cost $60 how much does one ticket cost", ["15 dollars"]),
    ("What date does Memorial Day land on in 2027?", ["May 31, 2027"]),
    ("How many days from now is Easter?", ["days until Easter"]),
    ("spell the name of my dog", ["don't know that name"]),                                    # not "O, F, then M, Y ..."
    ("how do you spell their", ["T, H, E, I, R"]),
    ("We ordered pizza for $126 and there are four of us. How much does each person owe?", ["31.50 dollars"]),   # "four of us"
    ("I had $50, spent $12.75 on lunch and $8.40 on coffee. How much do I have left?", ["28.85 dollars"]),
    ("If I spend $5.25 on coffee every day, how much is that over a 365-day year?", ["1916.25 dollars"]),
    ("bananas are fifty nine cents each how much for seven", ["4.13 dollars"]),
    ("A 2-liter bottle of soda is $2.49 and I need 6 for the party. What's the total?", ["14.94 dollars"]),   # not 2 + 2.49 + 6
    ("I paid $18 for something that normally costs $24. What percent discount did I get?", ["25% off"]),
    ("what time is sunset on the forth of july next year", ["July 4"]),
    ("Palm Sunday 2027 is when?", ["March 21, 2027"]),
    ("My sister lives in England. When is Mothering Sunday there next year?", ["March 7, 2027"]),   # a day there, not the time
    ("hey once thanks giving next year", ["Thanksgiving Day", "2027"]),                         # Whisper's "once" for "when's"
    ("what 60 miles an hour and meters per second", ["26.8 meters per second"]),               # "what" for "what's", "and" for "in"
    ("who invented the saxophone", ["Adolphe Sax"]),                                            # WordNet's gloss: no article says it
    ("Who was the first person to reach the South Pole?", ["Amundsen"]),
    ("What is hummus made of?", ["chickpeas"]),
    ("What does a Geiger counter measure?", ["radiation"]),
    ("what does an anna mometer measure", ["Anemometer", "wind"]),                               # a noun heard in pieces, by its sound
    ("What kind of animal is an axolotl?", ["salamander"]),
    ("Which family of instruments does the oboe belong to?", ["woodwind"]),
    ("what is nan bread", ["don't know"]),                                                      # no neighbourhood by its sound
    ("Who was my dad's best friend at school?", ["don't know"]),
])
def test_questions_of_session_65(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(n.lower() in said.lower() for n in needles), said


def test_a_story_opening_is_no_place(sk):
    """ "once upon a time" read as "what is the time in once upon a" had said "I don't know where Once Upon A is"."""
    c = sk.claim("once upon a time")
    assert c is None or c.intent != "world_time", c


def test_a_gloss_names_nobody_for_a_deed_it_says_of_another_thing(sk):
    """WordNet's glosses answer only when the thing asked about comes after the verb said: "who founded rome" is
    not Vespasian ("Emperor of Rome and founder of the Flavian dynasty"), and two glosses alike are no answer."""
    from pathlib import Path
    from edgeassist import config
    from edgeassist.skills import glosses
    models = Path(config.load(None).daemon.models_dir)
    assert glosses.answer("who founded rome", models) is None
    assert glosses.answer("who killed julius caesar", models) is None            # Cleopatra "killed herself"
    assert glosses.answer("which plant is linen made from", models) is None      # "paper made of linen fibers": of itself
    assert "Heisenberg" in glosses.answer("which physicist came up with the uncertainty principle", models)[1]
    assert glosses.answer("who started the protestant reformation", models) is None   # Wycliffe "anticipated" it
    assert glosses.answer("who discovered cells", models) is None                     # "Purkinje cells"
    assert glosses.answer("who was the british prime minister for most of world war ii", models) is None
    assert glosses.answer("which astronomer worked out the three laws of planetary motion", models) is None   # Kepler or Brahe
    assert glosses.answer("who invented basketball", models)[1].startswith("James Naismith")


def test_todays_date_asked_after_a_remark_about_another_day(sk):
    """ "I have a meeting on Friday. What day is it today?" had said Friday's date: the question is today's,
    the clock's (no skill claims it, and the clock reads the question, not the remark)."""
    text = "I have a meeting on Friday. What day is it today?"
    assert sk.claim(text) is None
    sk.ctx.said = text
    assert sk.handle("get_date", {}).reply.startswith("Today is "), sk.handle("get_date", {}).reply


def test_another_reading_never_answers_what_the_words_do_not_ask(sk):
    """The readings of restate.py are tried only when no skill answers the words whole: a greeting, a bare
    place or a list of foods is still nobody's."""
    for text in ("Good morning!", "Tokyo?", "Milk, eggs and bread.", "how to write a letter", "what does it mean"):
        assert sk.claim(text) is None, text
    c = sk.claim("thirty miles an hour in kilometers per hour")          # a speed, never a timer named "thirty miles"
    assert c.intent == "convert_units", c


def test_a_day_phrase_looked_up_in_many_years_builds_each_calendar_once(sk):
    """A question whose phrases are each tried as a day of several years (a remark, then "what date will
    that be") once rebuilt China's calendar 944 times for one question (41 s in the daemon's turn): each
    country's days are built once a year."""
    from edgeassist.skills import holiday
    before = holiday.names.cache_info().misses, holiday._regional.cache_info().misses
    for _ in range(2):
        ask(sk, "it will sit in the fridge three weeks. What date will that be?")
    built = holiday.names.cache_info().misses - before[0], holiday._regional.cache_info().misses - before[1]
    assert built[0] <= 12 and built[1] <= 30, built


@pytest.mark.parametrize("text, needles", [
    ("A $60 jacket is 25% off and I have a $10 coupon on top, what's the final price?", ["$35"]),     # off, then the coupon
    ("I have a $5 off coupon and the groceries are $38.99, what do I pay?", ["$33.99"]),              # the coupon said first
    ("What's 15% off $45, plus 8% tax?", ["$41.31"]),                                                 # tax on what is paid
    ("Split a $132 dinner bill 4 ways including an 18 percent tip, how much each?", ["$38.94 each"]),
    ("Dinner came to $96.40 for the 3 of us, what does each person pay?", ["$32.13 each"]),
    ("so we have a hundred and twenty bucks split five ways", ["$24 each"]),
    ("uh whats twenty two percent tip on a hundred and forty dollars", ["$30.80"]),                   # "a hundred" after "on"
    ("How much change do I get from a $20 bill if I spend $13.47?", ["$6.53"]),
    ("Cans are $2.50 each, buy 2 get 1 free, how much for 9 cans?", ["15 dollars", "cost as 6"]),
    ("i bought four coffees at three seventy five each whats the total", ["15 dollars"]),             # a price said as words
    ("I'm buying 3 apples at 65 cents each and 2 loaves of bread at $3.49 each, what's the total?", ["8.93 dollars"]),
    ("The recipe serves 4 and needs 3 eggs, how many eggs to serve 10?", ["7.5 eggs"]),                # things counted as units
    ("If I read 30 pages a day, how many days to finish a 450 page book?", ["15 days"]),
    ("My library book has 378 pages and is due in 21 days, how many pages a day do I need to read?", ["18 pages"]),
    ("I drove 312 miles on 12 gallons, what's my gas mileage?", ["26 miles per gallon"]),
    ("A recipe uses 2 and 1/4 cups of flour for 24 cookies, how much flour for 36 cookies?", ["3.375 cups"]),   # eighths exactly
    ("How many tablespoons are in 2/3 of a cup?", ["10.7 tablespoons"]),
    ("Rent dropped from $1,500 to $1,380, by what percent did it go down?", ["decrease of 8%"]),      # not the sun going down
    ("How many minutes are left until midnight?", ["minutes until midnight"]),
    ("What time is 6 PM Tokyo time here in New York?", ["in Tokyo", "in New York"]),
    ("What date did daylight saving time end this year?", ["went back"]),
    ("when was daylight saving time introduced", ["don't know"]),                                # its history, not this year's changes
    ("what they do the clocks fall back in 2027", ["November 7, 2027"]),                          # Whisper's "what they do"
    ("so how many leaders is to gallons", ["2 gallons", "7.57 liters"]),                          # "to": two
    ("if my car gets 30 miles per gallon what's it in liters for 100 kilometers", ["7.84 liters per 100"]),   # "for": per
    ("132.00 bill for ways including an 18 percent tip how much each", ["$38.94 each"]),         # "for ways": four ways
])
def test_questions_of_session_67(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(n.lower() in said.lower() for n in needles), said


@pytest.mark.parametrize("text, right", [
    ("We ordered three pizzas with 8 slices each for 5 people. How many slices does each person get?", "4.8"),
    ("a dozen donuts costs 14.40 and singles are 1.50 each how much do i save getting the dozen instead of 12 singles", "3.60"),
])
def test_things_counted_as_units_and_prices_each_never_guess_a_share_or_a_saving(sk, text, right):
    """counted.py leaves a share "each" alone, and a bare price is dollars only when every price said is one "each":
    both had given a made-up product in session 67 (0.533 slices; 2592 dollars). Right, or declined; never a guess."""
    said = ask(sk, text)[1]
    assert right in said or "don't know" in said.lower() or "can't work" in said.lower(), said


def test_one_percentage_alone_is_not_a_chain_and_a_second_price_is_no_base():
    """money_chain takes a price with two changes, an amount off or a share; one percentage alone stays percent.py's,
    and a second amount it cannot place (a count, another price) leaves it alone: never a guess."""
    from edgeassist.nlu.money_chain import chain
    assert chain("20 percent off 50".split()) is None
    assert chain("a 60 jacket and a 40 shirt are 25 percent off with a 10 coupon".split()) is None
    got = chain("a 60 jacket is 25 percent off and i have a 10 coupon".split())
    assert got is not None and got.value == 35.0
    assert chain("split 90 between 0 people".split()) is None


@pytest.mark.parametrize("text, needles", [
    ("whats the currency in the check republic", ["Koruna"]),                  # a country by its sound, through its alias
    ("what continent is cypress in", ["Cyprus"]),
    ("how high is the mountain kay two", ["8,611"]),                            # letters said by name
    ("If I want to call Finland, what code do I use?", ["+358"]),
    ("Which two countries is Andorra between?", ["France", "Spain"]),
    ("um what did alfred know bell invent", ["dynamite"]),                      # the deed's own sentence, the name by its sound
    ("what did marie curie discover", ["radium"]),                              # not a discovery by another ("discovered by")
    ("when did the chernobyl accident happen", ["1986"]),                       # the title's word said in another word
    ("When did the Aztec capital Tenochtitlan fall?", ["1521"]),                # fell: captured, conquered
    ("Where was golf invented?", ["Scotland"]),
    ("What is honey made from?", ["nectar|secretions"]),                         # not "made by bees"
    ("What is porcelain made from?", ["kaolinite"]),                             # "made by heating": how, and of what
    ("Which countries border Sulvania?", ["don't know"]),                        # a name said as it is: no Slovenia by its sound
    ("My coworker is flying to Nigeria next week. What is its capital?", ["Abuja|don't know"]),   # never Capital city's "its"
    ("Which sea lies between Italy and the Balkan Peninsula?", ["Adriatic|don't know"]),         # never the Balkan Mountains
])
def test_encyclopedia_questions_of_session_67(sk, text, needles):
    said = ask(sk, text)[1]
    assert all(any(a.lower() in said.lower() for a in n.split("|")) for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("The lasagna goes in at 5:40 and bakes for an hour and ten minutes, when is it done?", ["6:50 PM"]),
    ("my bus leaves at 8:15 am and the ride is 45 minutes, what time do i get there", ["9:00 AM"]),
    ("the party starts at 7 and I need 90 minutes to cook, when should I start cooking?", ["5:30 PM"]),
    ("if I start now and it needs 20 minutes to rest and then 15 to cook, when is it ready?", ["3:05 PM"]),   # now: 2:30 PM
    ("What time will it be in Tokyo three hours from now?", ["Tokyo"]),                   # the world clock's, not a sum
    ("What is the largest moon of Saturn?", ["Titan"]),                                   # the article's own description
    ("what is the biggest species of cat", ["tiger|don't know"]),
    ("where does the zambezi river rise", ["Zambia"]),
    ("where is the angkor what temple", ["Cambodia|don't know"]),                         # a name heard near, then its kind
    ("when is sunset on tuesday january fifth", ["January 5"]),                            # the date, not Tuesday's
    ("what time is first light tomorrow", ["tomorrow"]),                                   # "first": no first of the month
    ("what day of the week was christmas last year", ["2025"]),                            # but "last year" is still last year
    ("when is sunrise on april third next year", ["April 3"]),                             # nor a date's own ordinal
    ("halve a recipe with two and three quarter cups of flour, how much is that", ["1.375 cups"]),   # "three quarter cups" whole
    ("buy two get one half off, three mugs at $9 each, what's the total?", ["22.5"]),
    ("buy one get one free on 6 candles at 4 dollars each what is the total", ["12 dollars"]),
    ("A $40 lamp is 10% off and then there's 6.25% tax, what do I pay?", ["$38.25"]),
    ("What time is it in Paris in Canada?", ["don't know"]),                              # no Paris in Canada on the list
    ("is thanksgiving going to land on november 25th in 2027", ["Yes"]),
    ("What's the date two and a half years from today?", ["June 4, 2029"]),
    ("what is the date in a month and a half", ["can't work out|don't know"]),            # never "in a month"
    ("what is a bogey in golf", ["over par"]),                                          # the word's sense in its field
    ("i handed over three twenties for a total of forty two fifteen whats my change", ["$17.85"]),   # notes counted
    ("i cycled 12 miles in 54 minutes, what was my pace", ["4.5 minutes per mile"]),
    ("how many quarter pound patties can i make from three and a half pounds of beef", ["is 14"]),
    ("a tray has 24 muffins and 7 kids take 3 each how many are left", ["leaves 3"]),
    ("how many hours ahead of london is narnia", ["don't know where Narnia"]),        # never London alone
    ("wednesday valentines day", ["February 14"]),                                     # Whisper's "wednesday" for "when's"
    ("when his mother's day 2020 28", ["2028"]),                                       # "when's", and the tens written twice
    ("what's five eights as a decimal", ["0.625"]),                                    # Whisper's "eights" for eighths
    ("grapes are 2.49 a pound how much do 3 pounds cost", ["7.47 dollars"]),              # a price per unit said without "$"
    ("who wrote the novel beloved", ["Toni Morrison"]),                                 # a novelist's work named with its year
    ("who wrote the music for peer gynt", ["Grieg|don't know"]),                        # never the play's writer
    ("what date is for the days after june 1 2027", ["July 11, 2027"]),                # Whisper's "for the" for forty
    ("which country uses the baht", ["Thailand"]),                                        # a currency's countries, from the data
    ("which countries have the franc as their currency", ["25 countries and territories"]),
])
def test_questions_of_session_68(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(any(a.lower() in said.lower() for a in n.split("|")) for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("what date is it fifteen working days from today", ["December 28, 2026"]),           # Christmas Day skipped (now: Friday December 4)
    ("how many weekdays are there in march 2027", ["23 weekdays"]),
    ("what date is 10 business days before march 3 2027", ["February 17, 2027"]),         # counted back, Presidents' Day skipped
    ("how many business days are left until new year's day", ["18 working days"]),
])
def test_working_days_skip_weekends_and_public_holidays(sk, text, needles):
    said = ask(sk, text)[1]
    assert all(n.lower() in said.lower() for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("how many minutes is it from 2 50 pm to 4 05 pm", ["75 minutes"]),                       # two clock times
    ("i fell asleep at 11:30 last night and woke at 7 this morning, how many hours did i sleep", ["7.5 hours"]),
    ("how long is it from 9 to 5", ["8 hours"]),
    ("how many hours is it from 9 am in london to 5 pm in tokyo", ["London"]),             # two places: never 8 hours by the clock
    ("how long is the flight from 10 am new york time to 1 pm los angeles time", ["New York"]),
    ("the first train is at 5:40 am and they run every 20 minutes, what time is the fourth train", ["6:40 AM"]),
    ("i fed the baby at 8:30 and she eats every 3 hours, when is the next feed", ["11:30"]),
    ("a 10 pound ham needs 18 minutes a pound and goes in at 1 pm, when will it be done", ["4:00 PM"]),  # per pound times the pounds
    ("four of us are splitting a $90 dinner plus an $18 tip, how much does each of us pay", ["27 dollars"]),   # no "ares" of land
    ("a 12-pack of soda is $7.20, how much is that per soda", ["60 cents"]),
    ("lemonade is 1 part syrup to 4 parts water, how much syrup for 2 liters of lemonade", ["0.4 liters"]),  # parts of a mix
    ("a garden is 30 feet by 12 feet, how many feet of edging do i need to go around it", ["84 feet"]),     # the perimeter
    ("paving slabs are 2 feet by 2 feet, how many do i need to cover a 12 by 16 foot patio", ["is 48"]),
    ("a $900 sofa on a 12-month plan with no interest, what's the monthly payment", ["75 dollars a month"]),
    ("what day of the week is the fifty second of march", ["no March 52"]),                  # a day no month has
    ("convert 90 degrees to radians", ["1.57 radians"]),                                      # an angle's degrees
    ("a coat is $120, 30% off, and i have a coupon for another 10% off the sale price, what do i pay", ["$75.60"]),
    ("if i put 2000 dollars in at 5 percent simple interest how much interest after 4 years", ["$400"]),
    ("i paid with a $50 note for three pizzas at $12.50 each, how much change do i get", ["$12.50 in change"]),   # items at a price each
    ("my brother is 6 foot 2 and i'm 5 foot 9, how many inches taller is he", ["5 inches"]),
    ("my aunt turns 70 next year, what year was she born", ["1957"]),                       # now: 2026
    ("if i ran a 10 k in 55 minutes what was my pace per kilometer", ["5.5 minutes per kilometer"]),
    ("where does the danube flow into the sea", ["Black Sea"]),                              # its mouth, not where it is
    ("what year was the chernobyl disaster", ["1986"]),
    ("how long did the hundred years war last", ["116 years"]),                            # the description's span
    ("how fast does light travel", ["299"]),
    ("convert 30 miles per gallon to leaders for 100 kilometers", ["don't know a unit called leaders"]),   # Whisper's "liters"
    ("convert 45 degrees to radians", ["0.785 radians"]),
    ("two trays with 12 muffins each for 5 kids, how many whole muffins does each kid get", ["4 whole muffins each", "4 left over"]),
    ("ten guests each want 3 sausages and a pack has 8 sausages, how many packs do i need", ["4 packs"]),   # rounded up
    ("what does it mean to paraboyal something", ["parboil|don't know"]),                 # a verb asked: never the noun parabola
    ("what's the most abundant gas in the earth's atmosphere", ["Nitrogen"]),             # the superlative said with another noun
    ("what's the longest river in africa", ["Nile|don't know"]),                          # never South Africa's Orange River
    ("which language has the most native speakers", ["Mandarin|Chinese|don't know"]),     # never "the Uralic languages with the most"
])
def test_questions_of_session_69(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(any(a.lower() in said.lower() for a in n.split("|")) for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("we split a two hundred dollar bill four ways and each person also tips ten dollars, how much does each pay",
     ["60 dollars"]),                                                                 # the tip added to each share
    ("if i put away $200 a month, how many months until i have $1,500", ["8 months"]),  # rounded up, never 7.5
    ("my train leaves chicago at 8:30 am and takes 5 hours, what time will it be in denver when i arrive", ["12:30 PM", "Denver"]),
    ("my plane leaves at 9 am and takes 3 hours, what time will it be in zorbland when i land", ["don't know that place"]),
    ("it's 12 miles to town and i ride at 16 miles an hour, if i leave at 2:15 pm when do i get there", ["3:00 PM"]),
    ("a 16 pound turkey needs 15 minutes a pound and i want it done at 6 pm, what time should it go in", ["2:00 PM"]),
    ("the dough rises for an hour and a half and then bakes for 40 minutes, if i start at 9 am when is it done", ["11:10 AM"]),
    ("two jars of honey at $6.25 each and three bags of rice at $2.10 each, what's the total", ["18.80 dollars"]),
    ("if a recipe for ten pancakes needs two eggs, how many eggs for twenty five pancakes", ["5 eggs"]),
    ("the syrup is one part concentrate to four parts water, how many milliliters of concentrate in a 1 liter jug",
     ["200 milliliters"]),
    ("if i walk 13.1 miles at 15 minutes per mile, how long will it take in hours and minutes", ["3 hours and 16 minutes"]),
    ("a stew recipe uses 300 grams of beef for 4 people, how much for 5 people", ["375 grams"]),
    ("if i drink six 12-ounce cans of seltzer, how many liters is that", ["2.13 liters"]),
    ("our bill is $52.30, with a 20% tip rounded up to the next whole dollar what do we pay", ["$63"]),
    ("the price went from $80 to $92, what percentage increase is that", ["15%"]),
    ("what time is sunrise at the south pole tomorrow", ["only its time zone"]),       # a zone's name has no place on the map
    ("spell that word again", ["which word"]),                                         # no word said before
])
def test_questions_of_session_70(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(any(a.lower() in said.lower() for a in n.split("|")) for n in needles), said


@pytest.mark.parametrize("text, needles", [
    ("we drove 100 miles in 2 hours and then 80 miles in an hour and a half, what was our average speed",
     ["180 miles in all", "3.5 hours in all", "51.4"]),                                 # two legs added up, then divided
    ("i worked 5 hours on saturday and 3 hours on sunday at $12 an hour, how much did i make", ["96 dollars"]),
    ("tom and ann split $90 in the ratio 2 to 1, how much does ann get", ["30 dollars"]),
    ("one pump empties the pond in 3 hours and another in 6 hours, working together how long will it take", ["2 hours"]),
    ("i have $50 and tickets are $8 each, how many can i buy", ["6", "2 dollars left over"]),
    ("each box holds 12 eggs, how many boxes do i need for 30 eggs", ["2.5 boxes", "3 to have enough"]),
    ("coffee is $6 for adults and $2 for kids, what's the total for 2 adults and 3 kids", ["18 dollars"]),
    ("i spend $3 on the bus every weekday, how much is that in a year", ["780 dollars"]),   # 15 a week, 52 weeks
    ("i am paid $900 every two weeks, how much is that in a year", ["23400 dollars"]),    # 26 fortnights
    ("if 3 cups of oats feed 4 people, how many cups do i need for 10", ["7.5 cups"]),   # the 10 are people too
    ("the check at the diner is $40, how much is a 15% tip", ["$6"]),
    ("the parking was from 830 this morning until 515 pm, how long was that", ["8 hours and 45 minutes"]),
    ("when do orthodox christians celebrate christmas", ["January 7"]),
])
def test_questions_of_session_71(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(any(a.lower() in said.lower() for a in n.split("|")) for n in needles), said


@pytest.mark.parametrize("text", [
    "a room is $120 a night plus 10% tax, what's the total for 3 nights",
    "five bottles of wine at $9.99 each plus 7 percent sales tax, what's the total",
])
def test_a_percentage_that_leaves_out_a_number_said_is_no_answer(sk, text):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert "in all" not in said, said          # never one night's or one bottle's tax as the total


@pytest.mark.parametrize("text", [
    "i earn $20 an hour and did 40 regular hours plus 5 hours of overtime at time and a half, what did i make",
    "three of us share a flat for $2,400 a month and i pay $150 more than each of the other two, what do they pay",
])
def test_a_sum_that_leaves_out_a_number_said_is_no_answer(sk, text):
    c = sk.claim(text)                    # never "20 dollars an hour times 5 hours": 40 was said and no amount read it
    assert c is None or c.intent != "word_problem" or "problem" in c.slots, c


@pytest.mark.parametrize("text, needles", [
    ("I just got a 4% raise on my $65,000 salary. What's my new salary?", ["$67,600"]),     # one change, what it comes to asked
    ("Our bill was $156.40 before tax, and tax here is 8.875%. What's the total?", ["8.875% tax", "$170.28"]),
    ("A hotel is $189 a night plus 14.75% tax. What will three nights cost in total?", ["$567", "$650.63"]),   # a price per night, counted
    ("shirts are $20 each and 25% off, how much for 3 shirts", ["$60", "$45"]),
    ("Three of us shared a cab. The fare was $47 and we tipped $9. How much does each of us owe?", ["$56", "$18.67"]),
    ("i make eighteen fifty an hour and worked thirty seven hours this week how much is that before taxes", ["684.50"]),
    ("i got three coffees at four seventy five each and a muffin for three twenty five whats the total", ["17.50"]),
    ("a three pound roast needs twenty minutes per pound plus fifteen extra minutes how many minutes total", ["75 minutes"]),
    ("how many k is twenty six point two miles", ["42.2 kilometers"]),                    # a runner's "k"
    ("um what does sautay mean", ["saute", "fry briefly"]),                              # a French "é" heard as "ay"
    ("is it still friday and honolulu", ["Yes", "Honolulu"]),                            # Whisper's "and" for "in"
    ("what day on the week is the 15th on next month", ["January 15, 2027"]),            # Whisper's "on" for "of"
    ("Our flight is 5 hours 40 minutes and we've been in the air for 2 hours 55 minutes. How many minutes are left?",
     ["165 minutes"]),                                                                    # what is left of one amount
    ("I've hiked 3 miles of a 10 mile trail. How many more miles do I have to go?", ["7 miles"]),     # never 10 over 3
    ("i have walked 3 miles of a 10 mile hike how many more miles", ["7 miles"]),
])
def test_questions_of_session_72(sk, text, needles):
    said = fast_reply(sk, text) if compute(text) and not sk.claim(text) else ask(sk, text)[1]
    assert all(any(a.lower() in said.lower() for a in n.split("|")) for n in needles), said


@pytest.mark.parametrize("text", [
    "so we're splitting a two hundred forty dollar cabin between six friends and i already paid a thirty dollar deposit "
    "that counts toward my share how much more do i owe",
    "I started with a full 16-gallon tank and drove 300 miles at 25 miles per gallon. How many gallons are left?",
    "We're driving 350 kilometers at 100 kilometers an hour and taking one 20-minute break. How long will the trip take in minutes?",
    "my flight leaves new york at 7pm tonight and the flight is 7 hours what time will it beat in london when i land",   # never
])                                                                                  # New York's 2:00 AM for London's time
def test_a_word_problem_that_leaves_out_a_number_said_is_no_answer(sk, text):
    """Session 72's first run of exact set 41: each was answered with two of its numbers (240 less 30; 300 over 25; 350
    over 100). A sum that uses not every number said is no answer."""
    c = sk.claim(text)
    assert c is None or c.intent != "word_problem" or "problem" in c.slots, c


@pytest.mark.parametrize("text, needles", [
    ("Who proposed the theory of continental drift?", ["Wegener"]),        # asked as "developed"; WordNet's gloss says "proposed"
    ("Which scientist formulated the three laws of planetary motion?", ["don't know"]),   # never Hooke's "law of elasticity"
    ("In which modern country is Timbuktu?", ["Mali"]),
    ("In which country is most of the Atacama Desert?", ["Chile"]),
    ("which ocean is the marianna trench in", ["Pacific"]),
    ("who invented the cotton jin", ["Whitney"]),                        # the article heard near; its name asked of WordNet
    ("What is the scientific study of fungi called?", ["Mycology"]),      # "scientific": its description says "Study of fungi"
    ("what is the technical term for the study of birds", ["ornithology"]),   # "The study of birds is called ornithology."
    ("What sea is Venice on?", ["Adriatic|don't know"]),                 # never a sentence that names no sea
    ("whats the currency of the kingdom of zalvonia", ["don't know"]),  # a name said as it is: no Slovenia by its sound
    ("whats the currency of chilly", ["Chile"]),                         # words Whisper writes: Chile by its sound
    ("what is the capital city of kurgistan", ["Bishkek"]),              # a name spelled as heard, beginning as it does
    ("Who started the Protestant Reformation?", ["Luther|don't know"]),  # never Henry VIII's "the start of the Reformation in England"
])
def test_encyclopedia_questions_of_session_72(sk, text, needles):
    said = ask(sk, text)[1]
    assert all(any(a.lower() in said.lower() for a in n.split("|")) for n in needles), said


def test_a_work_is_named_whole_in_its_authors_summary(sk_model):
    """"Who wrote Being and Time?" had been answered with Dr. Seuss's "books of all time ... being translated": a work
    the question names is named whole in the sentence that says who wrote it."""
    said = ask(sk_model, "Who wrote Being and Time?")[1]
    assert "Seuss" not in said, said
    said = ask(sk_model, "Who designed the Guggenheim Museum in Bilbao?")[1]   # where it is need not be said with it
    assert "Gehry" in said, said


@pytest.mark.parametrize("text, intent, right", [
    ("what time is solar moon today", "get_time", "don't know"),      # Whisper's "solar noon"; the model chose the clock
    ("what time is dinner today", "get_time", "don't know"),
    ("what time is it today", "get_time", "It is"),
    ("when is national glorping today", "get_date", "don't know"),    # Whisper's "national ... day"
    ("what day is it today", "get_date", "Today is"),
])
def test_the_clock_says_the_time_only_when_the_time_is_asked(sk, text, intent, right):
    """Session 72's spoken runs: the model took "what time is X" and "when is X" for the clock, which said the time."""
    sk.claim(text)                           # the turn's words, as the daemon gives them before the model decides
    assert right.lower() in sk.handle(intent, {}).reply.lower()
