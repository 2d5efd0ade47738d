"""Alarms, reminders, named timers and lists (edgeassist/skills): the time language, the SQLite
store (commits, a corrupt file moved aside, state.json taken over), the scheduler (on time, late,
missed, deferred, ringing), discovery (built-in modules and entry points), and then the real
daemon: a spoken reply only after the row is committed, SIGKILL and restart, ringing through the
real audio device, the API's errors naming the field."""
from __future__ import annotations

import datetime as dt
import json
import os
import signal
import sqlite3
import sys
import time
from pathlib import Path
from zoneinfo import ZoneInfo

import numpy as np
import pytest

from edgeassist.skills import AlarmSettings, Skills, discover, when as W
from edgeassist.skills.store import Store

ROOT = Path(__file__).resolve().parents[1]
NY, BERLIN = ZoneInfo("America/New_York"), ZoneInfo("Europe/Berlin")


class Clock:
    def __init__(self, tz, *args):
        self.tz, self.t = tz, dt.datetime(*args, tzinfo=tz).timestamp()

    def __call__(self) -> float:
        return self.t

    def local(self) -> str:
        return dt.datetime.fromtimestamp(self.t, self.tz).strftime("%Y-%m-%d %H:%M")


def skills_at(tz, *when, state_dir=None, events=None, **settings):
    clock = Clock(tz, *when)
    s = Skills(state_dir, tz=tz, clock=clock, settings=AlarmSettings(**settings),
               emit=(lambda t, **f: events.append((t, f))) if events is not None else None)
    return s, clock


def say(s: Skills, text: str):
    c = s.claim(text)
    assert c is not None, f"no skill claimed {text!r}"
    return c, s.handle(c.intent, c.slots, c.reply).reply


def due_local(item, tz) -> str:
    return dt.datetime.fromtimestamp(item.due, tz).strftime("%Y-%m-%d %H:%M")


# ------------------------------------------------------------------ the time language

@pytest.mark.unit
@pytest.mark.parametrize("text, now, want", [
    ("set an alarm for 6:45 am", (2026, 12, 3, 22, 0), "2026-12-04 06:45"),        # the next one ahead
    ("alarm at a quarter to eight", (2026, 12, 3, 6, 0), "2026-12-03 07:45"),
    ("wake me up at 7", (2026, 12, 3, 14, 0), "2026-12-04 07:00"),                  # waking: the morning
    ("set an alarm for noon", (2026, 12, 3, 13, 0), "2026-12-04 12:00"),
    ("Set an alarm for 7.30pm.", (2026, 12, 3, 9, 0), "2026-12-03 19:30"),
    ("alarm for 19:30 tomorrow", (2026, 12, 3, 9, 0), "2026-12-04 19:30"),
    ("set an alarm for next monday at 8", (2026, 12, 3, 9, 0), "2026-12-07 08:00"),  # Dec 3 2026 is a Thursday
    ("alarm for oh six hundred", (2026, 12, 3, 21, 0), "2026-12-04 06:00"),
    ("set an alarm for twenty past six", (2026, 12, 3, 5, 0), "2026-12-03 06:20"),
])
def test_clock_times_as_people_say_them(text, now, want):
    s, _ = skills_at(NY, *now)
    c, reply = say(s, text)
    assert c.intent == "set_alarm", (c, reply)
    assert due_local(s.store.items("alarm")[0], NY) == want, reply


@pytest.mark.unit
def test_reminder_at_five_in_the_afternoon_and_tasks():
    s, _ = skills_at(NY, 2026, 12, 3, 14, 0)
    c, reply = say(s, "remind me to call the dentist at 5")
    assert c.slots["task"] == "call the dentist" and c.slots["at"].startswith("2026-12-03T17:00"), c
    assert reply == "Okay, I'll remind you to call the dentist today at 5:00 PM."
    c, _ = say(s, "Remind me in 20 minutes to take my pills.")
    assert c.slots["task"] == "take my pills" and c.slots["at"].startswith("2026-12-03T14:20")
    c, reply = say(s, "every Monday remind me to put the bins out at 7 pm")
    assert c.slots["repeat"] == ["monday"] and c.slots["at"].startswith("2026-12-07T19:00"), c
    assert "on Mondays at 7:00 PM" in reply


@pytest.mark.unit
def test_daily_alarm_keeps_its_local_time_across_daylight_saving():
    """US clocks go forward on 2026-03-08: the daily 7:00 alarm rings at 7:00 local, 23 h later."""
    s, clock = skills_at(NY, 2026, 3, 7, 21, 0)
    say(s, "set an alarm for 7 am every day")
    first = s.store.items("alarm")[0]
    assert due_local(first, NY) == "2026-03-08 07:00"
    for day in (8, 9):
        clock.t = dt.datetime(2026, 3, day, 7, 0, tzinfo=NY).timestamp()
        s.scheduler.tick()
        assert s.scheduler.fired[-1][0] == "alarm"
        say(s, "stop")
    nxt = s.store.items("alarm")[0]
    assert due_local(nxt, NY) == "2026-03-10 07:00" and len(s.scheduler.fired) == 2
    # a time the clocks skip (02:30 on the change) is moved on by the gap, not dropped
    assert W.local(dt.date(2026, 3, 8), 2, 30, NY).strftime("%H:%M %z") == "03:30 -0400"
    assert W.local(dt.date(2026, 11, 1), 1, 30, NY).strftime("%H:%M %z") == "01:30 -0400"   # the first 1:30


@pytest.mark.unit
def test_in_hours_is_real_time_across_a_clock_change():
    """US clocks go back at 2:00 on 2026-11-01: three hours after 0:20 is 2:20, not 3:20 (wall clock)."""
    s, _ = skills_at(NY, 2026, 11, 1, 0, 20)
    c, _ = say(s, "remind me in three hours to check the boiler")
    assert c.slots["at"] == "2026-11-01T02:20:00-05:00", c


@pytest.mark.unit
def test_follow_ups_keep_what_was_meant():
    s, _ = skills_at(BERLIN, 2026, 5, 6, 8, 15)
    say(s, "set an alarm for six forty five tomorrow morning")
    c, _ = say(s, "and another one at seven")                    # that morning, not 7 pm today
    assert c.slots["at"].startswith("2026-05-07T07:00"), c
    c, reply = say(s, "set a study timer for twenty five minutes")
    assert c.slots == {"duration_s": 1500, "name": "study"}, c      # no "twenty" timer
    s2, _ = skills_at(BERLIN, 2026, 5, 6, 8, 15)
    c, _ = say(s2, "put on a timer for 45 seconds")                 # none running: a new one, not "add 45 s"
    assert c.intent == "set_timer" and c.slots == {"duration_s": 45}, c
    assert say(s2, "add something to my shopping list")[1] == "What should I add?"
    c, _ = say(s2, "bread and maize meal")
    assert c.slots["items"] == ["bread", "maize meal"] and s2.store.list_items("shopping") == ["bread", "maize meal"]


@pytest.mark.unit
def test_corrections_remarks_and_short_follow_ups_of_session_53():
    s, clock = skills_at(BERLIN, 2026, 5, 6, 5, 0)
    c, _ = say(s, "Set an alarm for six fifteen, no, six thirty.")        # the value said again replaces the first
    assert c.slots["at"].startswith("2026-05-06T06:30"), c
    c, _ = say(s, "remind me at 2 no sorry at 3 to call the garage")
    assert c.slots["task"] == "call the garage" and c.slots["at"].startswith("2026-05-06T15:00"), c
    c, _ = say(s, "set a timer for 5 minutes no 10 for the eggs")
    assert c.slots == {"duration_s": 600, "name": "eggs"}, c
    c, _ = say(s, "Remind me in three days at nine in the morning to renew the vignette.")
    assert c.slots["at"].startswith("2026-05-09T09:00") and c.slots["task"] == "renew the vignette", c
    c, _ = say(s, "Remind me the day after tomorrow at 6pm to call the landlord.")
    assert c.slots["task"] == "call the landlord", c                     # no "the at" left of the time
    say(s, "Add carp, poppy seeds and beetroot to the shopping list.")
    c, _ = say(s, "oh and mushrooms")
    assert c.intent == "list_add" and c.slots["items"] == ["mushrooms"], c
    c, reply = say(s, "Remove carp and beetroot, Babcia's bringing those.")
    assert c.slots["items"] == ["carp", "beetroot"] and "bringing" not in reply, (c, reply)
    c, _ = say(s, "remove poppy seeds we got some at the market")      # the item among other words
    assert c.slots["items"] == ["poppy seeds"], c
    c, _ = say(s, "Do I need anything else? Read it back to me.")
    assert c.intent == "list_read", c
    say(s, "Set a timer for 35 minutes for the lasagna.")
    say(s, "set a rice timer for 18 minutes")
    c, _ = say(s, "how long on the lasagne")                             # one name spelled two ways
    assert c.intent == "timer_status" and c.slots == {"name": "lasagna"}, c
    c, _ = say(s, "On the rice.")
    assert c.intent == "timer_status" and c.slots == {"name": "rice"}, c
    c, _ = say(s, "how long on the rise")                               # Whisper's spelling of it, by its sound
    assert c.slots == {"name": "rice"}, c
    c, _ = say(s, "remind me to take my tablet every morning and eight")  # Whisper's "and" for "at"
    assert c.slots["at"].startswith("2026-05-06T08:00") and c.slots["repeat"] == "daily" and c.slots["task"] == "take my tablet", c
    c, reply = say(s, "Set an alarm for 5 this morning.")
    assert "problem" in c.slots, c
    c, _ = say(s, "ok set it for 7 tomorrow morning then")              # the conversation stays on alarms
    assert c.intent == "set_alarm" and c.slots["at"].startswith("2026-05-07T07:00"), c
    c, _ = say(s, "Set an alarm for quarter to five this afternoon, I need to leave for the ferry.")
    assert "label" not in c.slots, c                                     # a remark names no alarm
    c, _ = say(s, "What time will it go off tomorrow?")
    assert c.intent == "list_alarms", c


@pytest.mark.unit
def test_corrections_timer_names_and_questions_of_session_54():
    s, clock = skills_at(BERLIN, 2026, 5, 6, 5, 0)
    c, _ = say(s, "set an alarm for 6:15 no wait make that 6:45 tomorrow morning")   # more than one word of correction
    assert c.slots["at"].startswith("2026-05-07T06:45"), c
    c, _ = say(s, "Did I set an alarm for the morning?")               # a question about it, no new alarm
    assert c.intent == "list_alarms", c
    c, _ = say(s, "set timer 12 minutes for dal, no, 15")                # the bare number said again replaces the value
    assert c.slots == {"duration_s": 900, "name": "dal"}, c
    for text, name in (("start a timer for three hours call it bread", "bread"), ("timer 45 minutes empanadas", "empanadas"),
                       ("Timer for 11 minutes, spaghetti.", "spaghetti")):
        c, _ = say(s, text)                                               # the name said last
        assert c.slots.get("name") == name, (text, c)
    c, _ = say(s, "set a timer for 10 minutes please")
    assert "name" not in c.slots, c
    say(s, "four minutes for the stake")
    c, _ = say(s, "how long's left on the steak")                        # one sound, the same letters
    assert c.intent == "timer_status" and c.slots == {"name": "stake"}, c
    c, _ = say(s, "and five hours remind me to switch off the boiler")   # Whisper's words: "and" for "in",
    assert c.slots["at"].startswith("2026-05-06T10:00"), c
    c, _ = say(s, "remind me at half pass 4 to grab the cooler")         # "pass" for "past",
    assert c.slots["at"].startswith("2026-05-06T16:30") and c.slots["task"] == "grab the cooler", c
    c, _ = say(s, "set an alarm for hours from now")                     # "for" for "four"
    assert c.slots["at"].startswith("2026-05-06T09:00"), c
    from edgeassist.skills.timers import same_name
    assert not same_name("clean the gutters", "call the landlord about the heater")   # "the" names nothing
    assert not same_name("pasta", "pesto")


@pytest.mark.unit
def test_lists_in_conversation_of_session_54():
    s, clock = skills_at(BERLIN, 2026, 5, 6, 10, 0)
    say(s, "Put butter, rashers and a sliced pan on the shopping list.")
    c, reply = say(s, "add")                                            # what?
    assert c.intent == "list_add" and reply.endswith("?"), (c, reply)
    c, _ = say(s, "what's on it")                                       # a question, no item; no timer's
    assert c.intent == "list_read" and c.slots["list"] == "shopping", c
    c, _ = say(s, "Take off the rashers, I'll get them at the butcher's.")
    assert c.intent == "list_remove" and c.slots["items"] == ["rashers"], c
    c, _ = say(s, "oh add ghee also")
    assert c.slots["items"] == ["ghee"], c
    say(s, "add call the plumber and renew the passport to my to do list")
    c, _ = say(s, "i renewed the passport take it off the list")        # the list spoken of, by mention
    assert c.intent == "list_remove" and c.slots == {"list": "to-do", "items": ["renew the passport"]}, c
    c, _ = say(s, "Read me the list.")
    assert c.slots["list"] == "to-do", c
    c, _ = say(s, "Set a timer for plantain, 8 minutes.")
    assert c.slots == {"duration_s": 480, "name": "plantain"}, c
    c, _ = say(s, "how much is missing")
    assert c.intent == "timer_status", c


def test_lists_timers_and_reminders_of_session_55():
    s, clock = skills_at(BERLIN, 2026, 5, 6, 10, 0)
    c, _ = say(s, "Put on my shopping list: baguette, butter and lemons.")          # the list first, then the items
    assert c.slots == {"list": "shopping", "items": ["baguette", "butter", "lemons"]}, c
    c, _ = say(s, "feta and oregano too")                                           # after a list turn
    assert c.intent == "list_add" and c.slots["items"] == ["feta", "oregano"], c
    c, _ = say(s, "add chapati flour and sukuma to shopping")                       # no "list" said
    assert c.slots == {"list": "shopping", "items": ["chapati flour", "sukuma"]}, c
    c, _ = say(s, "Set a timer for forty minutes on the egusi.")
    assert c.slots == {"duration_s": 2400, "name": "egusi"}, c
    c, _ = say(s, "and one for the rice eighteen minutes")                          # no "rice eighteen" timer
    assert c.slots.get("name") == "rice" and c.slots.get("duration_s") == 1080, c
    c, _ = say(s, "ad two minutes to the egusi")                                    # Whisper's "ad"; not a list item
    assert c.intent == "adjust_timer" and c.slots.get("delta_s") == 120, c
    c, _ = say(s, "How many minute left for egusi?")
    assert c.intent == "timer_status" and c.slots.get("name") == "egusi", c
    say(s, "remind me at 1 pm to start the ceviche")
    c, _ = say(s, "Take the lemons off, my brother is bringing them.")             # the one list that has them
    assert c.intent == "list_remove" and c.slots == {"list": "shopping", "items": ["lemons"]}, c
    c, _ = say(s, "what alarms are set")
    c, _ = say(s, "and my reminders")
    assert c.intent == "list_reminders", c
    c, _ = say(s, "What do I have to remember today?")
    assert c.intent == "list_reminders", c
    c, reply = say(s, "set an alarm for three forty five for sehri")
    assert c.slots.get("label") == "sehri", c
    c, _ = say(s, "Would you set an alarm for half past seven tomorrow morning, please, dear.")
    assert not c.slots.get("label"), c                                             # a name of endearment is no label
    c, _ = say(s, "add milk and honey to the shopping list")
    assert c.slots["items"] == ["milk", "honey"], c                                # ... but honey to buy is an item
    c, _ = say(s, "set a timer for like 10 minutes")
    assert c.slots == {"duration_s": 600}, c
    c, _ = say(s, "i would like ten minutes on the timer")
    assert c.slots.get("duration_s") == 600, c
    c, _ = say(s, "Can you make me a party list? Thanks.")                            # a thank-you is no item
    assert c.intent == "list_create", c


def test_references_lists_and_timers_of_session_57():
    s, clock = skills_at(BERLIN, 2026, 5, 6, 10, 0)
    say(s, "set a 10 minute timer")
    say(s, "remind me to call mum at 4")
    say(s, "remind me to pay rent at 6")
    say(s, "read me my reminders")
    c, _ = say(s, "Delete the one at 4.")                                           # the reminders', not the timer's
    assert c.intent == "cancel_reminder", c
    assert [r.label for r in s.store.items("reminder")] == ["pay rent"]
    say(s, "set an alarm for 6:00")
    say(s, "wake me at 5:50")
    c, _ = say(s, "Cancel both.")
    assert c.intent == "cancel_alarm" and not s.store.items("alarm"), c
    c, _ = say(s, "Set a timer until midnight.")                                    # as long as it is till then
    assert c.slots == {"duration_s": 14 * 3600}, c
    c, _ = say(s, "set a timer for to minutes for the tea")                         # Whisper's "to"
    assert c.slots == {"duration_s": 120, "name": "tea"}, c
    c, _ = say(s, "set a timer for the hour and a half for the pie")                # Whisper's "the" for "an"
    assert c.slots == {"duration_s": 5400, "name": "pie"}, c
    c, _ = say(s, "remind me an eight hours to take my medication")                 # Whisper's "an" for "in"
    assert c.intent == "set_reminder" and c.slots["task"] == "take my medication" and "at" in c.slots, c
    from edgeassist.skills.names import same_name
    assert same_name("back up", "backup") and same_name("lunch box", "lunchbox") and not same_name("art", "start")
    say(s, "and one for the garlic bread um 20 minutes")
    c, _ = say(s, "Actually the garlic bread only needs 10 minutes.")
    assert c.intent == "adjust_timer" and c.slots["delta_s"] == -600, c
    c, _ = say(s, "Add 'renew car tax' and 'clean the gutters' to my to-do list.")  # quotes are no part of an item
    assert c.slots["items"] == ["renew car tax", "clean the gutters"], c
    c, _ = say(s, "I've done the car tax, tick it off.")
    assert c.intent == "list_remove" and c.slots["items"] == ["renew car tax"], c
    say(s, "add milk to the shoppinglist")
    c, reply = say(s, "What's on my list?")                                         # two lists hold items: which?
    assert "Which list" in reply, reply
    c, _ = say(s, "the to do one")
    assert c.intent == "list_read" and c.slots == {"list": "to-do"}, c

@pytest.mark.unit
def test_retries_references_and_unpunctuated_items_of_session_58():
    s, clock = skills_at(BERLIN, 2027, 8, 16, 21, 15)
    _, reply = say(s, "Set an alarm for 6 a.m. on September 31st.")
    assert reply == "There is no September 31.", reply
    c, _ = say(s, "Okay, 6 a.m. on September 30th then.")                          # the refused request, said again
    assert c.intent == "set_alarm" and c.slots["at"].startswith("2027-09-30T06:00"), c
    say(s, "alarm in 20 minutes")
    c, _ = say(s, "make another one in 40 minutes")                                 # another alarm, not a timer
    assert c.intent == "set_alarm" and c.slots["at"].startswith("2027-08-16T21:55"), c
    c, _ = say(s, "actually never mind cancel that one")
    assert c.intent == "cancel_alarm" and len(s.store.items("alarm")) == 2, c
    c, _ = say(s, "set one for 5 45 am then")                                       # "then" names no alarm
    assert c.slots["at"].startswith("2027-08-17T05:45") and "label" not in c.slots, c
    c, reply = say(s, "what time is it set for")
    assert c.intent == "list_alarms" and "5:45 AM" in reply, reply
    assert say(s, "whens my next alarm")[0].intent == "list_alarms"
    c, _ = say(s, "add balloons candles and paper plates to the party list")     # no commas: one item per plural noun
    assert c.slots["items"] == ["balloons", "candles", "paper plates"], c
    c, _ = say(s, "add 2 pounds ground beef and hot dogs buns to the shopping list")
    assert c.slots["items"] == ["2 pounds ground beef", "hot dogs", "buns"], c
    c, _ = say(s, "and add lemons to the shopping list")
    assert c.slots["items"] == ["lemons"], c
    say(s, "set a timer for an hour and a half for the lamb")
    c, _ = say(s, "Remove the buns, we've got some.")                             # the list that has them, not the timer
    assert c.intent == "list_remove" and c.slots == {"list": "shopping", "items": ["buns"]}, c
    assert s.store.items("timer")
    c, reply = say(s, "remind me a year from now to check the battery")           # months and years: to that day
    assert c.slots["at"].startswith("2028-08-16T21:15") and "2028" in reply, (c, reply)
    c, _ = say(s, "remind me in two months at 10 am to renew my passport")
    assert c.slots["at"].startswith("2027-10-16T10:00"), c
    say(s, "remind me on March 1st to renew my passport")                           # "When should I remind you?"
    c, _ = say(s, "remind me tomorrow to call the bank")                            # a request of its own, not the answer
    assert c.slots.get("task") == "call the bank", c
    c, _ = say(s, "at 9")
    assert c.slots["task"] == "call the bank" and c.slots["at"].startswith("2027-08-17T09:00"), c
    c, _ = say(s, "set an alarm for 705 at m")                                       # Whisper's "a.m."
    assert c.slots["at"].startswith("2027-08-17T07:05") and "label" not in c.slots, c
    c, _ = say(s, "could you set me an alarm for er 8 o'clock tomorrow morning love")   # a name of endearment, no label
    assert "label" not in c.slots, c
    say(s, "set an alarm for 1 p.m. on Saturday")
    say(s, "set an alarm for 10 pm tonight")
    c, _ = say(s, "cancel the one tonight")                                          # "the one": no 1 o'clock
    assert c.slots == {"which": "date", "day": 0}, c
    c, reply = say(s, "What time did I set it for?")
    assert c.intent == "list_alarms", c
    c, _ = say(s, "set a timer for one hour thirty")
    assert c.slots == {"duration_s": 5400}, c
    say(s, "remind me to take my pills every evening at 8")
    c, _ = say(s, "And every morning at eight as well.")                           # the same task, another time
    assert c.slots["task"] == "take my pills" and c.slots["at"].startswith("2027-08-17T08:00"), c
    c, _ = say(s, "Remind me in a fortnight at ten in the morning to ring the surgery")
    assert c.slots["at"].startswith("2027-08-30T10:00"), c
    _, reply = say(s, "add serial, pairs and batteries to the shopping list")       # a food's homophone said as the food
    assert reply == "Added cereal, pears and batteries to your shopping list.", reply

@pytest.mark.unit
def test_relative_items_changed_minds_and_terse_requests_of_session_60():
    s, clock = skills_at(BERLIN, 2028, 12, 14, 9, 0)
    c, _ = say(s, "wake me at quarter past five tomorrow")
    c, _ = say(s, "Actually make another one ten minutes after that, in case I sleep through it.")
    assert c.intent == "set_alarm" and c.slots["at"].startswith("2028-12-15T05:25"), c      # from the last alarm, not a timer
    c, _ = say(s, "Sunday also, same time.")
    assert c.slots["at"].startswith("2028-12-17T05:25"), c
    c, _ = say(s, "Alarm, Saturday, nine.")
    assert c.slots["at"].startswith("2028-12-16T09:00"), c
    c, reply = say(s, "Cancel Saturday.")
    assert c.slots == {"which": "day", "weekday": 5}, (c, reply)
    c, _ = say(s, "Set an alarm for oh four forty-five labeled preflight.")
    assert c.slots["at"].startswith("2028-12-15T04:45") and c.slots["label"] == "preflight", c
    c, _ = say(s, "Put an alarm for tomorrow at seven in the morning... no, wait, tomorrow is Friday, put it at nine.")
    assert c.slots["at"].startswith("2028-12-15T09:00") and "label" not in c.slots, c
    say(s, "Remind me to take the chicken out of the oven at 6:20 pm.")
    c, _ = say(s, "And remind me ten minutes before that to start the rice.")
    assert c.slots["task"] == "start the rice" and c.slots["at"].startswith("2028-12-14T18:10"), c
    c, _ = say(s, "Remind me tomorrow... no wait, Saturday, at 2 in the afternoon to pick up my cousin.")
    assert c.slots["task"] == "pick up my cousin" and c.slots["at"].startswith("2028-12-16T14:00"), c
    say(s, "Set a timer for 3 hours for the goulash.")
    c, _ = say(s, "And one hour thirty for the rolls, no, for the dumplings.")
    assert c.slots == {"duration_s": 5400, "name": "dumplings"}, c
    c, _ = say(s, "Add cocktail sausages, no sorry, not sausages, add cocktail sticks to the party list.")
    assert c.slots["items"] == ["cocktail sticks"], c
    say(s, "Add a scarf for Mom and a book for Dad to my Christmas gifts list.")
    c, _ = say(s, "Got the scarf, cross it off.")
    assert c.slots == {"list": "christmas gifts", "items": ["scarf for mom"]}, c
    c, _ = say(s, "Now what's on the shopping list?")                                # a question, not an item
    assert c.intent == "list_read", c


@pytest.mark.unit
def test_remarks_terse_names_and_lists_of_session_61():
    s, clock = skills_at(BERLIN, 2028, 10, 28, 22, 15)
    say(s, "Set an alarm in six hours.")
    c, _ = say(s, "Actually no, cancel that.")                           # the alarm just set, not a timer
    assert c.intent == "cancel_alarm" and c.slots["which"] == "id", c
    c, reply = say(s, "Alarm on 29th February, 6 am.")                   # 2029 has none: not "February 6"
    assert "problem" in c.slots and "February 29" in reply, (c, reply)
    say(s, "Alarm at noon.")
    say(s, "Set an alarm for midnight called lights out.")
    c, _ = say(s, "Cancel the noon alarm.")
    assert c.slots == {"which": "time", "times": ["12:00"]}, c          # noon, not midnight too
    c, _ = say(s, "also 815 label it bunnings")                           # Whisper's digits, after an alarm turn
    assert c.slots["at"][11:16] == "08:15" and c.slots["label"] == "bunnings", c
    say(s, "Set an alarm for 6:20 every weekday.")
    say(s, "Set an alarm for 8 on weekends.")
    c, _ = say(s, "Delete the weekday alarm, I'm on holiday next week.")  # the remark's "next" is not "the next one"
    assert c.slots == {"which": "days", "days": [0, 1, 2, 3, 4]}, c
    c, _ = say(s, "Put timer ten minute for rice please.")
    assert c.slots == {"duration_s": 600, "name": "rice"}, c
    c, _ = say(s, "Dal, 25 minutes.")
    assert c.slots == {"duration_s": 1500, "name": "dal"}, c
    c, _ = say(s, "How much is left?")
    assert c.intent == "timer_status", c
    c, _ = say(s, "OK so for the trip I need to, uh, make a packing list: passport, charger, umbrella.")
    assert c.slots == {"list": "packing", "items": ["passport", "charger", "umbrella"]}, c
    c, _ = say(s, "Shopping list: coffee.")
    assert c.slots == {"list": "shopping", "items": ["coffee"]}, c
    c, _ = say(s, "Help me to add soy sauce in shopping list.")
    assert c.slots == {"list": "shopping", "items": ["soy sauce"]}, c
    say(s, "remind me friday at 3 pm to pick up the dry cleaning")
    c, _ = say(s, "What's coming up?")
    assert c.intent == "list_reminders", c


@pytest.mark.unit
def test_second_language_times_remarks_and_terse_items_of_session_61():
    s, clock = skills_at(BERLIN, 2029, 11, 20, 21, 0)
    c, _ = say(s, "Please alarm, tomorrow morning, 5 o'clock 40 minutes.")
    assert c.slots["at"][11:16] == "05:40", c
    c, _ = say(s, "Ah, sorry, one more alarm please. 6 o'clock. Name is garbage day.")
    assert c.slots["at"][11:16] == "06:00" and c.slots["label"] == "garbage day", c
    c, _ = say(s, "Set alarm to 6 and 20 of the morning.")
    assert c.slots["at"][11:16] == "06:20", c
    c, _ = say(s, "and make an alarm called dinosaur at seven o'clock and five minutes")   # the hour and minutes in words
    assert c.slots["at"][11:16] == "07:05", c
    c, _ = say(s, "Set an alarm for half six tomorrow, would you.")
    assert c.slots["at"][11:16] == "06:30" and "label" not in c.slots, c
    c, _ = say(s, "Now dear, my grandson is collecting me for church in the morning and I'd like to be up at half past seven. "
                  "Could you see to that?")
    assert c.intent == "set_alarm" and c.slots["at"][11:16] == "07:30", c
    c, _ = say(s, "Um remind me to uh pick up the dry cleaning at lunch time. At 12 30.")   # the time said after it, not noon
    assert c.slots["at"][11:16] == "12:30", c
    say(s, "Remind me to phone the pharmacy at 9 am.")
    c, _ = say(s, "That pharmacy reminder, cancel it, my daughter's going to do it.")
    assert c.slots == {"task": "pharmacy"}, c
    c, _ = say(s, "What have I asked you to remind me about?")
    assert c.intent == "list_reminders", c
    c, _ = say(s, "and rice 18 minutes")
    assert c.slots == {"duration_s": 1080, "name": "rice"}, c
    c, _ = say(s, "give the rice 2 more minutes")
    assert c.slots == {"name": "rice", "delta_s": 120}, c
    c, _ = say(s, "how much on rice")
    assert c.intent == "timer_status" and c.slots == {"name": "rice"}, c
    c, _ = say(s, "Add mandarin oranges and red packets to my Chinese New Year list.")
    assert c.slots == {"list": "chinese new year", "items": ["mandarin oranges", "red packets"]}, c
    c, _ = say(s, "What's on my Chinese New Year list?")
    assert c.intent == "list_read", c
    c, _ = say(s, "Create one Diwali list and add diyas, rangoli colours and sweets.")
    assert c.slots == {"list": "diwali", "items": ["diyas", "rangoli colours", "sweets"]}, c
    c, _ = say(s, "In the to do list put call the bank.")
    assert c.slots == {"list": "to-do", "items": ["call the bank"]}, c
    c, _ = say(s, "Add prune juice, oatmeal, oh, and marmalade to the shopping list.")
    assert c.slots["items"] == ["prune juice", "oatmeal", "marmalade"], c


@pytest.mark.unit
def test_corrections_rings_and_afterthoughts_of_session_62():
    s, clock = skills_at(BERLIN, 2029, 9, 7, 21, 10)
    say(s, "Set an alarm for 9 am tomorrow called church.")
    c, _ = say(s, "Also set one for six fifteen a.m. as a backup. No wait, make that six forty.")   # the value, in its place
    assert c.slots["at"][11:16] == "06:40" and "label" not in c.slots, c
    c, _ = say(s, "Set a timer for 20 minutes for the pierogi, no, 25 minutes.")   # not 45: the second length replaces the first
    assert c.slots == {"duration_s": 1500, "name": "pierogi"}, c
    c, _ = say(s, "Remind me tomorrow at 7 p.m. to call the plumber, no, at 6 p.m., they close at 7.")
    assert c.slots["at"][11:16] == "18:00" and c.slots["task"] == "call the plumber", c
    c, _ = say(s, "And to water the plants tomorrow morning at 8.")                 # another reminder, after a reminder turn
    assert c.intent == "set_reminder" and c.slots["at"][11:16] == "08:00", c
    c, _ = say(s, "Also, remind me on Sunday 10 morning for wash the car.")          # "10 morning": ten in the morning
    assert c.slots["at"][11:16] == "10:00", c
    c, _ = say(s, "cancel the seven thirty reminder")
    assert c.intent == "cancel_reminder", c
    c, _ = say(s, "Cancel the one about the dentist.")                              # none is: said so, not a silent stop
    assert c.intent == "cancel_reminder" and c.slots == {"task": "the dentist"}, c
    say(s, "Set an alarm for 6:15 every weekday.")
    say(s, "And one for 8 am on weekends called football.")
    c, _ = say(s, "Sorry. Set an alarm for 5:30 a.m. then.")
    assert "label" not in c.slots, c
    clock.t += 11 * 3600 - 10 * 60                                                 # 08:00 Saturday: the weekend alarm rings
    s.scheduler.tick()
    c, reply = say(s, "Snooze! Ten more minutes please.")
    assert c.slots == {"minutes": 10}, (c, reply)
    clock.t += 10 * 60
    s.scheduler.tick()
    c, reply = say(s, "Cancel the football alarm.")                                   # that alarm, not only its ringing
    assert c.intent == "cancel_alarm" and "football" in reply and all(a.get("label") != "football" for a in s.items("alarm")), (c, reply)
    say(s, "Start a camping list: tent, torch, the sleeping bags.")
    c, _ = say(s, "Add matches to the camping list, oh, and the kettle.")
    assert c.slots == {"list": "camping", "items": ["matches", "kettle"]}, c
    c, _ = say(s, "Take tent off, no wait, take the torch off the camping list.")   # the second command only
    assert c.slots == {"list": "camping", "items": ["torch"]}, c
    c, _ = say(s, "Delete the matches of the camping list.")                        # Whisper's "of": from, never a clear
    assert c.intent == "list_remove" and c.slots["items"] == ["matches"], c


def test_a_new_time_for_what_was_just_set_moves_it_of_session_63():
    """ "Wake me up at 6." - "Actually make it 6:10." had set a second alarm (both rang)."""
    s, clock = skills_at(BERLIN, 2029, 9, 7, 5, 40)
    say(s, "Wake me up at 6.")
    c, reply = say(s, "Actually make it 6:10.")
    assert [a["due"][11:16] for a in s.items("alarm")] == ["06:10"] and "moved" in reply, (c, reply)
    say(s, "Set an alarm for 7 every weekday called gym.")
    c, _ = say(s, "no, 7:30")                                               # its days and label kept
    gym = [a for a in s.items("alarm") if a["label"] == "gym"]
    assert len(gym) == 1 and gym[0]["due"][11:16] == "07:30" and gym[0]["repeat"], gym
    say(s, "Remind me at 5 to make the dinner reservation.")
    c, reply = say(s, "actually make that 4")                               # 4 in the afternoon, as the 5 was
    assert [r["due"][11:16] for r in s.items("reminder")] == ["16:00"] and "instead" in reply, (c, reply)
    say(s, "Remind me in 45 minutes to move the car.")
    c, _ = say(s, "Actually, make it 50 minutes.")                          # from now, not a 50-minute timer
    assert c.intent == "set_reminder" and c.slots["at"][11:16] == "06:30" and not s.items("timer"), c
    c, _ = say(s, "make it ten minutes later")
    assert c.slots["at"][11:16] == "06:40" and len([r for r in s.items("reminder") if r["label"] == "move the car"]) == 1, c
    c, _ = say(s, "Oh, and remind me in half an hour to sign the permission slip.")    # a new one: more than a time
    assert c.slots["task"] == "sign the permission slip" and "replaces" not in c.slots, c
    c, _ = say(s, "Set an alarm called ferry for seven hours from now.")    # the label before a length "from now"
    assert c.slots.get("label") == "ferry", c
    say(s, "Remind me to buy a birthday card.")
    c, _ = say(s, "Tomorrow after work, say 6.")                            # an hour alone answers "When should I remind you?"
    assert c.slots["at"][:16] == "2029-09-08T18:00", c
    s, clock = skills_at(BERLIN, 2029, 12, 31, 23, 40)
    c, _ = say(s, "Remind me at 12:05 to call Mom.")                        # the next 12:05 ahead: just after midnight
    assert c.slots["at"][:16] == "2030-01-01T00:05", c


def test_what_the_next_sentence_says_again_of_session_64():
    """A list, label or day said again ("Sorry, the shopping list."), "the early one" as the answer to
    "Which one?", and a reminder refused for a past time set by the time said next."""
    s, clock = skills_at(BERLIN, 2029, 9, 7, 14, 0)
    say(s, "Add rice to the to-do list. Sorry, the shopping list.")
    assert s.store.list_items("shopping") == ["rice"] and not s.store.list_items("to-do")
    c, _ = say(s, "Set an alarm for midnight. Call it countdown.")
    assert c.slots.get("label") == "countdown", c
    c, _ = say(s, "Remind me on Monday, I mean Tuesday, at 9 to buy the tree.")
    assert c.slots["at"][:16] == "2029-09-11T09:00" and c.slots["task"] == "buy the tree", c
    s, clock = skills_at(BERLIN, 2029, 9, 7, 14, 0)
    say(s, "Set an alarm for 5:40 tomorrow.")
    say(s, "And one for 6:10.")
    c, reply = say(s, "Cancel my alarm.")
    assert "Which one" in reply, reply
    c, _ = say(s, "The early one.")
    assert [a["due"][11:16] for a in s.items("alarm")] == ["06:10"], s.items("alarm")
    c, reply = say(s, "Remind me at 8 this morning to take my pills.")
    assert "passed" in reply and not [r for r in s.items("reminder") if "pills" in r["label"]], reply
    c, _ = say(s, "Sorry, 8 tonight.")
    assert c.slots.get("task") == "take my pills" and c.slots["at"][:16] == "2029-09-07T20:00", c


def test_requests_of_session_65():
    """A timer named by "time the X for", or asked for by name alone (then its length); "what's the bread timer
    at"; reminders gone through; a refused day's clock time kept for "same time" and "the 30th" said alone;
    tomato for tomatoes; a list item said again in the next sentence; "the shopping list for next time"."""
    s, clock = skills_at(BERLIN, 2026, 11, 14, 12, 0)
    c, _ = say(s, "Time the bread for three hours.")
    assert c.slots == {"duration_s": 10800, "name": "bread"}, c
    c, reply = say(s, "Timer for the cookies, please.")
    assert reply.endswith("?") and not [t for t in s.items("timer") if t["label"] == "cookies"], reply
    c, _ = say(s, "Twelve minutes.")
    assert c.slots == {"duration_s": 720, "name": "cookies"}, c
    c, _ = say(s, "What's the bread timer at?")
    assert c.intent == "timer_status" and c.slots.get("name") == "bread", c
    c, _ = say(s, "Half an hour for the arepa dough.")
    assert c.slots == {"duration_s": 1800, "name": "arepa dough"}, c
    say(s, "Remind me on June 31st at 10 to renew the car insurance.")
    c, _ = say(s, "Oh, then July 1st, same time.")
    assert c.slots.get("task") == "renew the car insurance" and c.slots["at"][:16] == "2027-07-01T10:00", c
    say(s, "Remind me on the 31st of November to pay the electricity bill.")
    c, _ = say(s, "I mean the 30th, at 9 in the morning.")
    assert c.slots["at"][:16] == "2026-11-30T09:00", c
    say(s, "Remind me in 2 hours to water the tomatoes.")
    c, reply = say(s, "Cancel the tomato reminder.")
    assert "water the tomatoes" in reply, reply
    c, _ = say(s, "Go through my reminders.")
    assert c.intent == "list_reminders", c
    say(s, "Add hot dog buns to the shopping list. Actually, hamburger buns.")
    say(s, "Add charcoal to the shopping list for next time.")
    assert s.store.list_items("shopping") == ["hamburger buns", "charcoal"], s.store.list_items("shopping")
    say(s, "New list called packing: passport, chargers and sun cream.")
    assert s.store.list_items("packing") == ["passport", "chargers", "sun cream"], s.store.lists()
    c = s.claim("Write me a short poem about rain.")                           # after a list turn: chat's, no item
    assert c is None or c.intent != "list_add", c
    c = s.claim("put the kettle on")
    assert c is None or c.intent != "list_add", c
    say(s, "Remind me on the 31st of September to renew my passport.")
    c, _ = say(s, "I mean the 30th, at 9 in the morning.")                      # September's 30th, not the next 30th
    assert c.slots["at"][:16] == "2027-09-30T09:00", c
    for text, slots in (("Soft-boiled egg timer, six minutes.", {"duration_s": 360, "name": "soft-boiled egg"}),
                        ("For the spuds, twenty-five minutes.", {"duration_s": 1500, "name": "spuds"}),
                        ("Timer for 10 minutes, the croissants are in.", {"duration_s": 600, "name": "croissants"}),
                        ("set a second time her for the lebkuchen 15 minutes", {"duration_s": 900, "name": "lebkuchen"}),
                        ("set a six our timer for the slow cooker", {"duration_s": 21600, "name": "slow cooker"})):
        c, _ = say(s, text)
        assert c.slots == slots, (text, c)
    c, reply = say(s, "Khichuri's on, can you time it?")
    assert reply.endswith("?"), reply
    c, _ = say(s, "Half an hour.")                                                # a timer's length, not "half of 1 hour"
    assert c.slots == {"duration_s": 1800, "name": "khichuri"}, c
    say(s, "Can you make me a list for the party? Balloons, candles and paper plates.")
    assert s.store.list_items("party") == ["balloons", "candles", "paper plates"], s.store.lists()
    say(s, "Put renew the car insurance on my to-do list.")
    say(s, "I've done the insurance, tick that off.")
    assert "renew the car insurance" not in s.store.list_items("to-do"), s.store.list_items("to-do")
    s, clock = skills_at(BERLIN, 2026, 11, 14, 12, 0)
    say(s, "Set an alarm for 5:30 on weekdays.")
    c, _ = say(s, "And 8 on weekends.")
    assert c.slots.get("repeat") == "weekends" and c.slots["at"][11:16] == "08:00", c
    c, _ = say(s, "And one on Saturdays at eight, call it swimming.")              # not "one" o'clock
    assert c.slots["at"][11:16] == "08:00" and c.slots.get("label") == "swimming", c
    for text, at, label in (("set an alarm for 5 40 tomorrow morning cold early shift", "05:40", "early shift"),   # Whisper's
                            ("1 more at 5.40 label it yoga", "05:40", "yoga"),                                     # words of
                            ("put one on for half pass seven tomorrow", "07:30", None)):                            # espeak-ng
        c, _ = say(s, text)
        assert c.slots["at"][11:16] == at and c.slots.get("label") == label, (text, c)
    c, _ = say(s, "can you set a week the alarm for 645")
    assert c.slots.get("repeat") == "weekdays", c


@pytest.mark.unit
def test_snooze_for_a_number_alone_is_minutes():
    s, clock = skills_at(BERLIN, 2026, 12, 3, 6, 59, snooze_min=9)
    say(s, "wake me up at 7")
    clock.t += 60
    s.scheduler.tick()
    c, reply = say(s, "snooze for ten")
    assert c.slots == {"minutes": 10} and "7:10 AM" in reply, (c, reply)


@pytest.mark.unit
def test_a_new_timer_after_the_last_one_rang():
    s, clock = skills_at(BERLIN, 2026, 5, 6, 18, 0)
    say(s, "Set a timer for the cookies for twelve minutes.")
    clock.t += 12 * 60
    say(s, "cancel the cookies timer")                                   # rung and stopped
    clock.t += 11 * 60                                                   # the conversation has moved on
    c, _ = say(s, "Next batch is in, 12 minutes on the cookies again.")
    assert c.intent == "set_timer" and c.slots == {"duration_s": 720, "name": "cookies"}, c


@pytest.mark.unit
def test_days_said_as_people_say_them():
    s, _ = skills_at(BERLIN, 2026, 9, 30, 14, 0)
    c, _ = say(s, "remind me on the thirty first of october at noon to buy pumpkins")
    assert c.slots == {"task": "buy pumpkins", "at": "2026-10-31T12:00:00+01:00"}, c
    c, _ = say(s, "set an alarm for 6 am christmas morning")
    assert c.slots == {"at": "2026-12-25T06:00:00+01:00"}, c                # no "christmas morning" label
    c, _ = say(s, "ad eggs and butter to my shopping list")                 # Whisper's "ad"
    assert c.intent == "list_add" and c.slots["items"] == ["eggs", "butter"], c
    c, _ = say(s, "set an alarm four 6am every day")                        # and "four" for "for"
    assert c.slots == {"at": "2026-10-01T06:00:00+02:00", "repeat": "daily"}, c
    c, _ = say(s, "start a 30 minute timer for homework")
    assert c.slots == {"duration_s": 1800, "name": "homework"}, c
    assert say(s, "how much homework time is left")[1] == "30 minutes left on the homework timer."


@pytest.mark.unit
def test_a_day_named_by_its_holiday_or_weeks_ahead():
    s, _ = skills_at(NY, 2026, 12, 3, 14, 0)
    c, _ = say(s, "remind me on christmas eve at 4 pm to wrap the presents")
    assert c.slots == {"task": "wrap the presents", "at": "2026-12-24T16:00:00-05:00"}, c
    c, _ = say(s, "remind me a week from today at noon to water the plants")
    assert c.slots["at"] == "2026-12-10T12:00:00-05:00" and c.slots["task"] == "water the plants", c
    c, _ = say(s, "remind me in two weeks to renew the passport")
    assert c.slots["at"] == "2026-12-17T14:00:00-05:00", c
    c, _ = say(s, "remind me to buy a present for mother's day at 5 pm")      # "for" a day is the task's
    assert c.slots["task"] == "buy a present for mother's day" and c.slots["at"].startswith("2026-12-03T17:00"), c


@pytest.mark.unit
def test_another_named_timer_and_alarms_cancelled_by_their_label_or_day():
    s, _ = skills_at(BERLIN, 2026, 12, 3, 18, 0)
    say(s, "set a rice timer for 12 minutes")
    c, reply = say(s, "put on another timer called dal for twenty five minutes")    # new, not 25 more on the rice
    assert c.intent == "set_timer" and reply == "Dal timer set for 25 minutes.", (c, reply)
    say(s, "set an alarm for 5:40 tomorrow")
    say(s, "set an alarm called milk delivery for 6 tomorrow")
    say(s, "set an alarm for 7 on monday")
    assert say(s, "cancel the milk delivery alarm")[1].startswith("Cancelled the alarm for 6:00 AM tomorrow")
    assert say(s, "delete tomorrow's alarm")[1].startswith("Cancelled the alarm for 5:40 AM tomorrow")
    assert [due_local(a, BERLIN) for a in s.store.items("alarm")] == ["2026-12-07 07:00"]
    say(s, "set another alarm for 6:15 named backup")
    assert say(s, "cancel the back up alarm")[1] == "Cancelled the alarm for 6:15 PM today (backup)."   # two words heard for one


@pytest.mark.unit
@pytest.mark.parametrize("text, kind", [
    ("set an alarm for 25 o'clock", "because"), ("remind me at yesterday", "because"),
    ("remind me", "question"), ("set an alarm", "question"), ("set a timer", "question"),
    ("cancel the pizza timer", "because"), ("take milk off the shopping list", "because"),
    ("set an alarm for 7:75", "because"), ("remind me on February 30 to pay rent", "because"),
    ("set an alarm for twenty six thirty", "because"),                  # 26:30, not 6:30 labelled "twenty"
    ("remind me at 10am", "question"), ("set a reminder for tomorrow at 10", "question"),   # "at", "for": no task
    ("set an alarm for thirteen pm", "because"),                          # no 13 PM (a 24-hour "19:30 pm" is 19:30)
])
def test_bad_requests_get_a_reason_or_a_question_and_change_nothing(text, kind):
    s, _ = skills_at(BERLIN, 2026, 12, 3, 14, 0)
    c, reply = say(s, text)
    assert reply and reply != "Okay.", (c, reply)
    assert reply.endswith("?") == (kind == "question"), reply
    assert not s.store.items() and not any(s.store.list_items(n) for n in s.store.lists())


@pytest.mark.unit
def test_a_question_asked_back_is_answered_in_the_next_turn():
    s, _ = skills_at(BERLIN, 2026, 12, 3, 14, 0)
    assert say(s, "remind me")[1] == "What should I remind you about?"
    c, reply = say(s, "to water the plants at 6 pm")
    assert c.intent == "set_reminder" and c.slots["task"] == "water the plants", c
    assert say(s, "set a timer")[1] == "For how long?"
    c, _ = say(s, "ten minutes")
    assert c.slots == {"duration_s": 600}
    assert say(s, "set an alarm")[1] == "For what time?"
    c, _ = say(s, "remind me in an hour to stretch")     # a whole new request is not taken as the answer
    assert c.intent == "set_reminder" and c.slots["task"] == "stretch"


@pytest.mark.unit
def test_named_timers_left_pause_resume_adjust_and_cancel():
    s, clock = skills_at(BERLIN, 2026, 12, 3, 18, 0)
    assert say(s, "set a pizza timer for 12 minutes")[1] == "Pizza timer set for 12 minutes."
    assert say(s, "start a 3 minute timer for the eggs")[1] == "Eggs timer set for 3 minutes."
    clock.t += 60
    assert say(s, "how long is left on the pizza timer")[1] == "11 minutes left on the pizza timer."
    assert "2 minutes" in say(s, "how long on the eggs")[1]
    assert say(s, "pause the pizza timer")[1] == "Pizza timer paused, 11 minutes left."
    clock.t += 600
    assert say(s, "resume the pizza timer")[1] == "Pizza timer resumed, 11 minutes left."
    assert "16 minutes left" in say(s, "add 5 minutes to the pizza timer")[1]
    assert say(s, "cancel the pizza timer")[1] == "Pizza timer cancelled."
    assert say(s, "cancel the pizza timer")[1] == "There is no pizza timer."
    assert say(s, "set a timer for ten minutes")[1] == "Timer set for 10 minutes."


@pytest.mark.unit
def test_lists_add_several_remove_read_clear():
    s, _ = skills_at(BERLIN, 2026, 12, 3, 18, 0)
    assert say(s, "put eggs, milk and bread on my shopping list")[1] == "Added eggs, milk and bread to your shopping list."
    assert say(s, "what's on my shopping list")[1] == "You have 3 items on your shopping list: eggs, milk and bread."
    assert say(s, "take milk off the shopping list")[1] == "Removed milk from your shopping list."
    assert "not on your shopping list" in say(s, "remove butter from my shopping list")[1]
    assert say(s, "add call the bank to my to-do list")[1] == "Added call the bank to your to-do list."
    assert say(s, "create a list called camping")[1] == "Created your camping list."
    say(s, "add tent and torch to the camping list")
    assert s.store.list_items("camping") == ["tent", "torch"]
    assert say(s, "clear my shopping list")[1] == "Cleared your shopping list (2 items)."
    assert say(s, "what's on my shopping list")[1] == "Your shopping list is empty."


# ------------------------------------------------------------------ the store

@pytest.mark.unit
def test_every_change_is_committed_before_the_reply(tmp_path):
    s, _ = skills_at(BERLIN, 2026, 12, 3, 18, 0, state_dir=tmp_path)
    say(s, "set an alarm for 7 am tomorrow")
    say(s, "add eggs to the shopping list")
    other = sqlite3.connect(tmp_path / "state.db")          # another process would see the same
    assert other.execute("SELECT kind FROM items").fetchall() == [("alarm",)]
    assert other.execute("SELECT item FROM list_items").fetchall() == [("eggs",)]
    assert other.execute("PRAGMA journal_mode").fetchone()[0] == "wal"


@pytest.mark.unit
def test_a_corrupt_database_is_moved_aside_and_a_fresh_one_serves(tmp_path, caplog):
    (tmp_path / "state.db").write_bytes(b"this is not a database" * 100)
    errors = []
    store = Store(tmp_path, on_error=errors.append)
    assert store.items() == [] and store.lists() == ["shopping", "to-do"]
    aside = list(tmp_path.glob("state.db.unreadable-*"))
    assert len(aside) == 1 and aside[0].read_bytes().startswith(b"this is not")
    assert errors and str(tmp_path / "state.db") in errors[0]
    assert any(str(tmp_path / "state.db") in r.getMessage() for r in caplog.records if r.levelname == "ERROR")


@pytest.mark.unit
def test_state_json_of_earlier_versions_is_taken_over_once(tmp_path):
    ends = time.time() + 300
    (tmp_path / "state.json").write_text(json.dumps({"volume": 35, "timers": [
        {"id": "abc", "duration_s": 600, "ends_at": ends}]}))
    s = Skills(tmp_path)
    assert s.volume == 35 and [round(t.due) for t in s.timers] == [round(ends)]
    assert not (tmp_path / "state.json").exists() and (tmp_path / "state.json.migrated").exists()
    s.set_volume(40)
    assert Skills(tmp_path).volume == 40


# ------------------------------------------------------------------ the scheduler

@pytest.mark.unit
def test_late_missed_deferred_and_ringing():
    events = []
    s, clock = skills_at(BERLIN, 2026, 12, 3, 6, 0, events=events, missed_s=1800, ring_s=60, defer_s=30)
    say(s, "set an alarm for 6:30 am called yoga")
    say(s, "remind me at 6:10 to feed the cat")
    clock.t += 41 * 60                                      # the daemon was off: 6:41
    s.scheduler.tick()
    kinds = [t for t, _ in events if t.endswith(("ring", "due", "missed"))]
    assert kinds == ["reminder.missed", "alarm.ring"], kinds      # 30 min late: missed; 10 min: rings, late
    ring = next(f for t, f in events if t == "alarm.ring")
    assert ring["late"] is True and ring["label"] == "yoga" and ring["due"].startswith("2026-12-03T06:30")
    clock.t += 61
    s.scheduler.tick()
    assert any(t == "alarm.stopped" and f["reason"] == "timeout" for t, f in events) and not s.ctx.ringing
    # something due during a turn waits for it (at most defer_s)
    busy = [True]
    s.scheduler.busy = lambda: busy[0]
    say(s, "set a timer for 5 seconds")
    clock.t += 6
    s.scheduler.tick()
    assert not any(t == "timer.done" for t, _ in events)
    busy[0] = False
    s.scheduler.tick()
    assert any(t == "timer.done" for t, _ in events)


@pytest.mark.unit
def test_snooze_and_stop_while_ringing():
    events = []
    s, clock = skills_at(BERLIN, 2026, 12, 3, 6, 59, events=events, snooze_min=9)
    say(s, "wake me up at 7")
    clock.t += 60
    s.scheduler.tick()
    assert s.ctx.ringing
    c, reply = say(s, "snooze")
    assert c.intent == "snooze_alarm" and reply == "Snoozed for 9 minutes, until 7:09 AM." and not s.ctx.ringing
    clock.t += 9 * 60
    s.scheduler.tick()
    c, reply = say(s, "I'm up, turn it off")
    assert c.intent == "stop_alarm" and not s.ctx.ringing and not s.store.items("alarm")
    assert [t for t, _ in events if t.startswith("alarm.")] == \
        ["alarm.set", "alarm.ring", "alarm.snoozed", "alarm.ring", "alarm.stopped"]


# ------------------------------------------------------------------ discovery

@pytest.mark.unit
def test_each_skill_is_one_module_under_400_lines_and_found_in_one_place():
    names = {cls.name for cls in discover()}
    assert {"clock", "timers", "device", "alarms", "reminders", "lists"} <= names
    for p in (ROOT / "edgeassist" / "skills").glob("*.py"):
        assert len(p.read_text().splitlines()) < 400, p
    from edgeassist.skills import builtin_intents
    intents = {i.name: i for i in builtin_intents()}
    assert intents["set_alarm"].model is False and intents["set_timer"].model is True


@pytest.mark.unit
def test_a_third_party_skill_through_an_entry_point(tmp_path, monkeypatch):
    (tmp_path / "weather_skill.py").write_text(
        "from edgeassist.skills import Skill, Claim, Outcome\n"
        "class Weather(Skill):\n"
        "    name = 'weather_demo'\n"
        "    intents = ({'name': 'weather_demo', 'description': 'demo', 'model': False},)\n"
        "    def claim(self, text, ctx):\n"
        "        return Claim('weather_demo', {}) if 'umbrella' in text else None\n"
        "    def handle(self, intent, slots, ctx, dry=False):\n"
        "        return Outcome('Take one.')\n")
    dist = tmp_path / "weather_skill-0.1.dist-info"
    dist.mkdir()
    (dist / "METADATA").write_text("Metadata-Version: 2.1\nName: weather-skill\nVersion: 0.1\n")
    (dist / "entry_points.txt").write_text("[edgeassist.skills]\nweather = weather_skill:Weather\n")
    monkeypatch.syspath_prepend(str(tmp_path))
    s = Skills(None)
    c = s.claim("do I need an umbrella")
    assert c.intent == "weather_demo" and s.handle(c.intent, c.slots).reply == "Take one."


@pytest.mark.unit
@pytest.mark.parametrize("heard, intent", [
    ("and sunscreen and towels to my packing list", "list_add"),     # "add" heard as "and"
    ("but eggs on my shopping list", "list_add"),                      # "put" heard as "but"
    ("time for 10 minutes", "set_timer"),                              # "timer" heard as "time"
    ("set an alarm for 645 tomorrow morning", "set_alarm"),           # a clock time as a digit run
])
def test_whisper_slips_on_the_command_words(heard, intent):
    s, _ = skills_at(BERLIN, 2026, 12, 3, 14, 0)
    c, reply = say(s, heard)
    assert c.intent == intent and "missing" not in c.slots, (c, reply)


# ------------------------------------------------------------------ requests among other words (session 52)

@pytest.mark.unit
def test_a_request_after_a_remark_is_read_alone_with_the_remark_s_day():
    from edgeassist.skills.utterance import request
    assert request("Right, it's empty. Add bread to the shopping list then.") == "Add bread to the shopping list then."
    assert request("I have to catch the 6 a.m. train on Thursday. Set an alarm for 4.30 that morning.") == \
        "Set an alarm for 4.30 Thursday morning."
    assert request("oh and the clocks go forward tonight remind me at 9 tomorrow morning to go") == \
        "remind me at 9 tomorrow morning to go"                       # said, not typed: no full stop
    for whole in ("Add milk. And eggs.", "on weekends set an alarm for 8", "shopping list add avocados",
                  "Set an alarm for 6 a.m. Christmas morning and call it presents."):
        assert request(whole) == whole                                # one request, or its own time before it
    s, clock = skills_at(NY, 2026, 3, 7, 22, 0)
    c, reply = say(s, "Oh, and the clocks go forward tonight. Remind me at nine tomorrow morning to change the clock.")
    assert c.slots["task"] == "change the clock" and c.slots["at"].startswith("2026-03-08T09:00")


@pytest.mark.unit
def test_items_and_reminders_removed_by_mention():
    s, clock = skills_at(NY, 2026, 5, 4, 9, 0)
    say(s, "add call the vet and renew passport to my to do list")
    c, reply = say(s, "I renewed my passport yesterday, cross it off the to-do list.")
    assert c.intent == "list_remove" and s.store.list_items("to-do") == ["call the vet"]
    say(s, "remind me at 5 pm to pick up kasia from practice")
    say(s, "remind me at 6 pm to take the dog out")
    c, reply = say(s, "The dog walker's doing it now, so stop reminding me about the dog.")
    assert [r.label for r in s.store.items("reminder")] == ["pick up kasia from practice"], reply


@pytest.mark.unit
@pytest.mark.parametrize("text, now, want", [
    ("remind me at five past midnight to call mum", (2026, 12, 31, 23, 0), "2027-01-01 00:05"),
    ("set an alarm for quarter to for this afternoon", (2026, 6, 20, 9, 0), "2026-06-20 15:45"),   # Whisper's "for"
    ("remind me next wednesday at 9 to renew my id card", (2026, 4, 8, 12, 30), "2026-04-15 09:00"),   # said on a Wednesday
])
def test_clock_times_and_days_whisper_writes(text, now, want):
    s, clock = skills_at(BERLIN, *now)
    say(s, text)
    assert due_local((s.store.items("alarm") + s.store.items("reminder"))[0], BERLIN) == want


@pytest.mark.unit
def test_a_day_of_this_month_that_does_not_exist_is_refused():
    s, clock = skills_at(NY, 2026, 4, 10, 9, 0)
    c, reply = say(s, "remind me on the 31st of this month to call the landlord")
    assert reply == "April has no 31st." and not s.store.items("reminder")


@pytest.mark.unit
def test_new_timers_snooze_by_minutes_and_im_up():
    s, clock = skills_at(NY, 2026, 5, 22, 11, 0)
    say(s, "set a 12 minute timer for the quinoa")
    c, _ = say(s, "And another for 25 minutes for the chicken.")
    assert c.intent == "set_timer" and c.slots["duration_s"] == 1500           # a second timer, not 25 more minutes
    c, _ = say(s, "Put on a four hour timer for the pork shoulder, please.")
    assert c.intent == "set_timer" and c.slots["duration_s"] == 14400
    c, _ = say(s, "Start another one, eight minutes, for the beans.")
    assert c.slots["duration_s"] == 480                                        # two numbers, not nine
    assert len(s.store.items("timer")) == 4
    a, clock = skills_at(NY, 2026, 7, 9, 5, 0)
    say(a, "wake me up at 5:45")
    clock.t += 46 * 60
    a.scheduler.tick()
    c, reply = say(a, "Give me ten more minutes.")
    assert c.intent == "snooze_alarm" and "10 minutes" in reply
    clock.t += 10 * 60
    a.scheduler.tick()
    c, _ = say(a, "ok ok im up")
    assert c.intent == "stop_alarm" and not a.ctx.ringing


@pytest.mark.unit
def test_alarms_cancelled_by_day_or_by_when_they_ring():
    s, clock = skills_at(NY, 2026, 4, 17, 20, 0)
    say(s, "set an alarm for 8:41 am tomorrow")
    say(s, "set an alarm for 8:15 pm tomorrow")
    say(s, "set an alarm for 6 am on monday")
    c, reply = say(s, "Actually, cancel the evening alarm.")
    assert sorted(due_local(a, NY)[-5:] for a in s.store.items("alarm")) == ["06:00", "08:41"], reply
    c, reply = say(s, "cancel all my alarms for tomorrow")
    assert [due_local(a, NY) for a in s.store.items("alarm")] == ["2026-04-20 06:00"], reply


@pytest.mark.unit
def test_a_volume_guessed_for_words_that_ask_for_none_changes_nothing():
    s, _ = skills_at(BERLIN, 2027, 1, 1, 9, 0)
    before = s.volume
    s.ctx.said = "for the 5 is what percent i'm 60"          # a misheard sum the model took for a volume
    assert s.handle("volume", {"level": 70}).reply == "Sorry, I don't know that one." and s.volume == before
    s.ctx.said = "turn the volume down to 30"
    assert s.handle("volume", {"level": 30}).reply == "Volume 30." and s.volume == 30
    assert s.handle("volume", {"level": 40}).reply == "Volume 40."      # an app's intent, no words: done


@pytest.mark.unit
def test_a_monthly_reminder_rings_on_its_day_each_month_and_after_a_restart(tmp_path):
    """ "On the first of every month": dateutil's rrule by day of the month, kept in the store; the 31st only in
    the months that have one, "the last day" in every month."""
    s, clock = skills_at(NY, 2026, 5, 6, 10, 0, state_dir=tmp_path)
    c, reply = say(s, "Remind me on the first of every month at 9 a.m. to pay the rent.")
    assert c.slots["repeat"] == "monthly:1" and c.slots["at"].startswith("2026-06-01T09:00"), c
    assert "on the 1st of every month at 9:00 AM" in reply
    say(s, "remind me every month on the last day at 6 pm to do the invoices")
    clock.t = dt.datetime(2026, 5, 31, 18, 0, tzinfo=NY).timestamp()
    s.scheduler.tick()
    assert s.scheduler.fired[-1][0] == "reminder"
    dues = sorted(due_local(r, NY) for r in s.store.items("reminder"))
    assert dues == ["2026-06-01 09:00", "2026-06-30 18:00"], dues
    s2, _ = skills_at(NY, 2026, 6, 2, 8, 0, state_dir=tmp_path)       # a restart: the repeat is kept
    assert sorted(W.repeat_name(r.days) for r in s2.store.items("reminder")) == ["monthly:1", "monthly:last"]
    assert W.days_of("monthly:31") == W.month_day("on the 31st of every month")[0]
    with pytest.raises(W.WhenError):
        W.parse("remind me every year to renew it", dt.date(2026, 5, 6))
    with pytest.raises(W.WhenError):
        W.days_of("monthly:32")


@pytest.mark.unit
def test_a_word_alone_or_and_now_lists_what_is_set():
    s, clock = skills_at(BERLIN, 2026, 7, 10, 20, 0)
    say(s, "set an alarm for 4 am")
    say(s, "set an alarm for 4:45 am")
    assert say(s, "Alarms?")[0].intent == "list_alarms"
    c, reply = say(s, "Oh and, um, cancel the one at four, I've decided I'll get up at quarter to five.")
    assert [due_local(a, BERLIN)[-5:] for a in s.store.items("alarm")] == ["04:45"], reply
    say(s, "remind me in 1 hour 15 minutes to turn off the water heater")
    assert due_local(s.store.items("reminder")[0], BERLIN) == "2026-07-10 21:15"
    assert say(s, "Reminders?")[0].intent == "list_reminders"
    say(s, "remind me to call the plumber at 11 pm")
    c, reply = say(s, "And now?")                   # the last question asked again, after a change
    assert c.intent == "list_reminders" and "call the plumber" in reply, reply
    c, reply = say(s, "Cancel the 11 p.m. reminder.")
    assert [r.label for r in s.store.items("reminder")] == ["turn off the water heater"], reply
    say(s, "Right, the roast needs about an hour and forty minutes, can you set a timer for that and call it roast?")
    assert [(t.label, t.duration) for t in s.store.items("timer")] == [("roast", 6000)]
    assert say(s, "Timers?")[0].intent == "timer_status"


@pytest.mark.unit
def test_chance_draws_a_coin_dice_and_numbers_in_range():
    s, _ = skills_at(BERLIN, 2026, 7, 10, 20, 0)
    sides = {say(s, "flip a coin")[1] for _ in range(40)}
    assert sides == {"It's heads.", "It's tails."}
    for _ in range(30):
        c, reply = say(s, "roll two dice")
        a, b = map(int, c.slots["result"].split())
        assert 1 <= a <= 6 and 1 <= b <= 6 and reply == f"You rolled {a} and {b}: {a + b} in all."
        c, _ = say(s, "pick a random number between 5 and ten")
        assert 5 <= int(c.slots["result"]) <= 10
        assert 1 <= int(say(s, "roll a 20 sided die")[0].slots["result"]) <= 20
    assert "1 to 10 dice" in say(s, "roll 50 dice")[1]
    assert say(s, "pick red, green or blue")[0].slots["result"] in ("red", "green", "blue")


@pytest.mark.unit
def test_terse_and_unpunctuated_requests_of_session_59():
    s, clock = skills_at(NY, 2027, 5, 1, 9, 0)
    c, reply = say(s, "add finish the essay do the laundry and call the landlord to my to do list")
    assert c.slots["items"] == ["finish the essay", "do the laundry", "call the landlord"], c
    assert say(s, "add buy milk pick up the kids to my to do list")[0].slots["items"] == ["buy milk", "pick up the kids"]
    assert say(s, "add finish the essay draft to my to do list")[0].slots["items"] == ["finish the essay draft"]
    assert say(s, "Milk on shopping list.")[0].slots == {"list": "shopping", "items": ["milk"]}
    assert say(s, "Dear, put tea bags and custard powder on my shopping list.")[0].slots["items"] == ["tea bags", "custard powder"]
    assert say(s, "Put in the list of shopping: rice, beans and tortillas.")[0].slots["items"] == ["rice", "beans", "tortillas"]
    assert say(s, "Timer red cabbage, 45 minutes.")[0].slots == {"duration_s": 2700, "name": "red cabbage"}
    assert say(s, "Time on the cabbage?")[0].slots == {"name": "red cabbage"}
    assert say(s, "Set another alarm for zero five fifteen.")[0].slots["at"].startswith("2027-05-02T05:15")
    assert say(s, "set an alarm for 0630")[0].slots["at"].startswith("2027-05-02T06:30")
    assert say(s, "wake me up at half to this afternoon")[0].slots["at"].startswith("2027-05-01T14:30")
    assert say(s, "Remember me tomorrow at 8 hours in the morning to call the garage.")[0].slots["at"].startswith("2027-05-02T08:00")
    c, reply = say(s, "Set a monthly alarm on the 20th at 7 p.m. called meter reading.")
    assert c.slots["repeat"] == "monthly:20" and c.slots["label"] == "meter reading", c


def test_two_timers_named_by_different_words_are_no_crash():
    """ "How long on the beans and the peas?" with a green beans and a sugar snap peas timer: no single name both share."""
    from edgeassist.skills.timers import Timers
    from types import SimpleNamespace
    items = [SimpleNamespace(label="green beans"), SimpleNamespace(label="sugar snap peas")]
    ctx = SimpleNamespace(store=SimpleNamespace(items=lambda kind: items))
    assert Timers._named_in("how long on the beans and the peas", ctx) is None
    assert Timers._named_in("how long on the green beans", ctx) == "green beans"


def test_requests_of_session_67():
    """Lists made, filled and ticked off in other words; cancels said as "can go", "get rid of it" and "and the X
    one"; a day's reminders cancelled; a timer made another length; a timer asked for by its name's possessive."""
    s, clock = skills_at(BERLIN, 2027, 1, 19, 18, 0)
    c, reply = say(s, "Can you do me a hardware store list? Screws, wood glue and sandpaper.")
    assert c.slots == {"list": "hardware store", "items": ["screws", "wood glue", "sandpaper"]}, c
    assert say(s, "For the party list I need balloons, candles and paper plates.")[0].slots == \
        {"list": "party", "items": ["balloons", "candles", "paper plates"]}
    say(s, "Put cranberry juice on the shopping list.")
    c, reply = say(s, "oh take that off we've still got some")
    assert c.intent == "list_remove" and c.slots["items"] == ["cranberry juice"], c
    say(s, "Put call the insurance company on my to do list.")
    c, reply = say(s, "Mark call the insurance company as done.")
    assert c.intent == "list_remove" and c.slots == {"list": "to-do", "items": ["call the insurance company"]}, c
    say(s, "Set an alarm for 6:50 tomorrow.")
    c, reply = say(s, "Actually, get rid of it, I'm off tomorrow.")
    assert c.intent == "cancel_alarm" and not s.store.items("alarm"), (c, reply)
    say(s, "Wake me up at half six tomorrow.")
    say(s, "set another one for ten to seven just in case")
    c, reply = say(s, "and the ten to seven one can go, I don't need it now")
    assert c.intent == "cancel_alarm" and [due_local(a, BERLIN)[-5:] for a in s.store.items("alarm")] == ["06:30"], (c, reply)
    say(s, "Remind me at 8 pm to pick up the dry cleaning.")
    say(s, "Remind me tomorrow at 8 in the morning to take the car in.")
    say(s, "Remind me on Monday at 9:30 to call the accountant.")
    c, reply = say(s, "Cancel all my reminders for today.")
    assert sorted(r.label for r in s.store.items("reminder")) == ["call the accountant", "take the car in"], reply
    say(s, "Cancel the car one.")
    c, reply = say(s, "and the accountant one")
    assert c.intent == "cancel_reminder" and not s.store.items("reminder"), (c, reply)
    say(s, "set a timer for 7 hours for the lamb")
    assert say(s, "How long until the lamb's done?")[0].slots == {"name": "lamb"}
    say(s, "and 8 minutes for the bacon")
    c, reply = say(s, "actually make the bacon 10 minutes")
    assert c.intent == "adjust_timer" and "10 minutes left" in reply, (c, reply)


def test_requests_of_session_68():
    s, _ = skills_at(BERLIN, 2027, 4, 12, 21, 0)
    say(s, "Set an alarm for 5:30 am on Thursday called early shift.")
    say(s, "Set an alarm tomorrow at 7.")
    c, _ = say(s, "Delete the early shift alarm.")                 # a label said whole, not "early" as the soonest
    assert c.slots == {"which": "label", "label": "early shift"}, c
    say(s, "Remind me tomorrow at 9 to email the landlord.")
    say(s, "Remind me on Friday at 5 pm to email grandma.")
    c, reply = say(s, "Cancel the reminder to email.")            # two match: asked, none cancelled
    assert "Which one" in reply and len(s.ctx.store.items("reminder")) == 2, reply
    c, reply = say(s, "The one about the landlord.")
    assert [r.label for r in s.ctx.store.items("reminder")] == ["email grandma"], reply
    c, _ = say(s, "remind me at ten to by petrol")                # Whisper's "by" for buy
    assert c.slots["task"] == "buy petrol", c
    c, _ = say(s, "set an alarm every friday at 6 45 am name yoga class")   # Whisper's "name" for named
    assert c.slots.get("label") == "yoga class", c
    c, _ = say(s, "set an alarm for five for the tomorrow morning")          # Whisper's "for the" for forty
    assert c.slots["at"][11:16] == "05:40", c
    c, _ = say(s, "set an alarm for 6 so 5 on saturday")                      # and "so" for oh
    assert c.slots["at"][11:16] == "06:05", c


def test_requests_of_session_70():
    s, _ = skills_at(BERLIN, 2027, 4, 12, 10, 0)
    c, reply = say(s, "set a timer for two and a quarter hours for the stock")    # was 15 minutes
    assert c.slots["duration_s"] == 8100 and c.slots["name"] == "stock", reply
    c, reply = say(s, "start a timer for one and three quarter hours")
    assert c.slots["duration_s"] == 6300, reply
    c, reply = say(s, "set a timer for 20 minutes to let it cool")                # "it" is no timer's name
    assert "name" not in c.slots, c
    c, reply = say(s, "I need a timer for the dumplings.")                       # asked for how long, the name kept
    assert reply == "For how long?", reply
    c, reply = say(s, "Eight minutes.")
    assert c.slots == {"duration_s": 480, "name": "dumplings"}, c
    c, _ = say(s, "set an alarm for six and a half hours' time")                 # that long from now: 16:30
    assert c.slots["at"][11:16] == "16:30", c
    say(s, "add gruyere and bread to my raclette night list")
    say(s, "add pickles to the raclette list")                                   # the one raclette list there is
    assert s.ctx.store.list_items("raclette night") == ["gruyere", "bread", "pickles"]
    assert "raclette" not in s.ctx.store.lists()


def test_requests_of_session_71():
    s, _ = skills_at(BERLIN, 2027, 4, 12, 20, 0)
    c, reply = say(s, "remind me at twelve o'clock tonight to lock the shed")     # after midnight, not "already passed"
    assert c.slots["at"].startswith("2027-04-13T00:00"), reply
    c, reply = say(s, "remind me at 12:30 tonight to check the bread")
    assert c.slots["at"].startswith("2027-04-13T00:30"), reply
    c, reply = say(s, "remind me in 3 hours to take the pills")
    c, reply = say(s, "set the alarm for 7 in the morning")                      # a new alarm, not the reminder moved
    assert c.intent == "set_alarm" and "replaces" not in c.slots, c
    c, reply = say(s, "check my reminders")
    assert c.intent == "list_reminders", c
    say(s, "set a timer for 10 minutes")
    say(s, "set a 25 minute timer for the stew")
    c, reply = say(s, "what's left on the timer?")                               # two running: which one?
    assert c.intent == "timer_status" and reply.endswith("Which one?"), reply
    c, reply = say(s, "how's the stew doing?")
    assert c.intent == "timer_status" and c.slots.get("name") == "stew", c
    say(s, "add socks and a charger to my trip bag list")
    c, reply = say(s, "what's on trip bag")                                      # the list's word left out
    assert c.intent == "list_read" and c.slots == {"list": "trip bag"}, c
