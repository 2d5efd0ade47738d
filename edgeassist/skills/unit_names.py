"""The names people say for units (units.py, rates.py): what people say -> pint's name, the kinds of quantity by
dimension, plurals pint does not make, and the unit words that may be heard said alone."""
from __future__ import annotations

# What people say -> pint's name (pint reads plurals and prefixes itself: "kilometres", "millilitres")
SAID = {"fahrenheit": "degF", "degrees fahrenheit": "degF", "degree fahrenheit": "degF", "f": "degF", "degrees f": "degF",
        "celsius": "degC", "centigrade": "degC", "degrees celsius": "degC", "degree celsius": "degC", "c": "degC",
        "degrees c": "degC", "degrees centigrade": "degC", "kelvin": "kelvin", "kelvins": "kelvin",
        "fluid ounce": "fluid_ounce", "fluid ounces": "fluid_ounce", "fl oz": "fluid_ounce", "floz": "fluid_ounce",
        "kilo": "kilogram", "kilos": "kilogram", "kg": "kilogram", "kgs": "kilogram", "lbs": "pound", "lb": "pound",
        "pounds": "pound", "oz": "ounce", "tonnes": "metric_ton", "tonne": "metric_ton", "metric tons": "metric_ton",
        "metric ton": "metric_ton", "metric tonnes": "metric_ton", "metric tonne": "metric_ton", "tons": "short_ton", "ton": "short_ton", "short tons": "short_ton",
        "long tons": "long_ton", "mph": "mile_per_hour", "miles per hour": "mile_per_hour", "miles an hour": "mile_per_hour",
        "kph": "kilometer_per_hour", "km/h": "kilometer_per_hour", "kmh": "kilometer_per_hour", "km per hour": "kilometer_per_hour",
        "kilometers per hour": "kilometer_per_hour", "kilometres per hour": "kilometer_per_hour",
        "kilometers an hour": "kilometer_per_hour", "kilometres an hour": "kilometer_per_hour",
        "meters per second": "meter/second", "metres per second": "meter/second", "m/s": "meter/second",
        "feet per second": "foot/second", "knots": "knot", "tbsp": "tablespoon", "tbs": "tablespoon", "tsp": "teaspoon",
        "tablespoonful": "tablespoon", "teaspoonful": "teaspoon", "ml": "milliliter", "mls": "milliliter", "cc": "cc",
        "l": "liter", "litre": "liter", "litres": "liter", "imperial pint": "imperial_pint", "imperial pints": "imperial_pint",
        "uk pint": "imperial_pint", "uk pints": "imperial_pint", "british pints": "imperial_pint",
        "imperial gallon": "imperial_gallon", "imperial gallons": "imperial_gallon", "uk gallons": "imperial_gallon",
        "km": "kilometer", "cm": "centimeter", "mm": "millimeter", "m": "meter", "ft": "foot", "in": "inch", "yd": "yard",
        "mi": "mile", "nautical miles": "nautical_mile", "nautical mile": "nautical_mile", "light years": "light_year",
        "light year": "light_year", "sq ft": "foot**2", "gigs": "gigabyte", "gig": "gigabyte", "megs": "megabyte",
        "kb": "kilobyte", "mb": "megabyte", "gb": "gigabyte", "tb": "terabyte", "kib": "kibibyte", "mib": "mebibyte",
        "gib": "gibibyte", "tib": "tebibyte", "stones": "stone", "hrs": "hour", "hr": "hour", "mins": "minute",
        "min": "minute", "secs": "second", "sec": "second", "months": "month", "cups": "cup", "sticks of butter": "stick",
        "stick of butter": "stick", "sticks": "stick", "mils": "milliliter", "leaders": "liter", "leader": "liter", "mil": "milliliter", "mill": "milliliter",
        "table spoon": "tablespoon", "court": "quart", "courts": "quart", "food calories": "kilocalorie", "food calorie": "kilocalorie", "table spoons": "tablespoon", "tea spoon": "teaspoon", "tea spoons": "teaspoon",
        "fluid oz": "fluid_ounce", "fl ounces": "fluid_ounce", "stone weight": "stone", "st": "stone",
        "degrees": "degF", "degree": "degF", "mpg": "miles per gallon", "l/100km": "liters per 100 kilometers", "l/100 km": "liters per 100 kilometers", "gb drive": "gigabyte", "gigabyte drive": "gigabyte",
        "kwh": "kilowatt_hour", "statute mile": "mile", "statute miles": "mile"}
DIMENSIONS = {"[length]": "length", "[mass]": "mass", "[temperature]": "temperature", "[time]": "time",
              "[length]^3": "volume", "[length]^2": "area", "[length]/[time]": "speed", "information": "data size"}
IRREGULAR = {"foot": "feet", "inch": "inches", "century": "centuries", "square foot": "square feet",
             "cubic foot": "cubic feet", "stone": "stone", "hertz": "hertz", "celsius": "celsius", "knot": "knots"}
SPOKEN_UNITS = [w for w in SAID if " " not in w and len(w) >= 4] + \
    ("meters metres liters litres grams kilograms pounds ounces inches feet yards miles kilometers kilometres centimeters "
     "millimeters milliliters gallons quarts pints cups tablespoons teaspoons seconds minutes hours days weeks years "
     "acres hectares bytes kilobytes megabytes gigabytes terabytes").split()
