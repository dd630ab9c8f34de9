"""A stand-in for OpenWeather on 127.0.0.1 for scripts/bars: the recorded responses in Tests/, moved to the
present, with the place and description replaced when a case asks for it."""

import http.server
import json
import pathlib
import threading
import time

FIXTURES = pathlib.Path(__file__).resolve().parents[2] / "Tests/WeatherCoreTests/Fixtures"


def moved_to_today(response):
    """The response with every slot moved by whole days so that its first slot is in the city's today."""
    offset = response["city"].get("timezone", 0)
    first = min(slot["dt"] for slot in response["list"])
    days = (int(time.time()) + offset) // 86400 - (first + offset) // 86400
    for slot in response["list"]:
        slot["dt"] += days * 86400
        if "dt_txt" in slot:
            slot["dt_txt"] = time.strftime("%Y-%m-%d %H:%M:%S", time.gmtime(slot["dt"]))
    return response


def in_kelvin(response, fixture):
    """The response in OpenWeather's standard units (K), which weather asks for, from a metric recording."""
    if "metric" in fixture:
        for slot in response["list"]:
            for key in ["temp", "feels_like", "temp_min", "temp_max"]:
                if key in slot["main"]:
                    slot["main"][key] = round(slot["main"][key] + 273.15, 2)
    return response


def forecast(fixture, place=None, description=None):
    """The recorded forecast `fixture`, moved to today, its city and every description replaced if given."""
    response = in_kelvin(moved_to_today(json.loads((FIXTURES / fixture).read_text())), fixture)
    if place is not None:
        response["city"]["name"] = place
    if description is not None:
        for slot in response["list"]:
            for condition in slot["weather"]:
                condition["description"] = description
    return json.dumps(response).encode()


def warmer(body, kelvins=5):
    """The forecast `body` with every temperature `kelvins` higher: a forecast that changed."""
    response = json.loads(body)
    for slot in response["list"]:
        for key in ["temp", "feels_like", "temp_min", "temp_max"]:
            if key in slot["main"]:
                slot["main"][key] = round(slot["main"][key] + kelvins, 2)
    return json.dumps(response).encode()


def poor_air(aqi=4):
    """The recorded Belgrade air forecast moved to start at the current hour, every hour's index set to `aqi`
    (no recording has poor air)."""
    response = json.loads((FIXTURES / "air_pollution_forecast_belgrade_rs_2024_96h.json").read_text())
    first = min(hour["dt"] for hour in response["list"])
    shift = int(time.time()) // 3600 * 3600 - first
    for hour in response["list"]:
        hour["dt"] += shift
        hour["main"]["aqi"] = aqi
    return json.dumps(response).encode()


class Server:
    """Answers /data/2.5/forecast with `body`, /data/2.5/air_pollution/forecast with `air` (404 without), and
    /geo/1.0/direct with one match named like the city."""

    def __init__(self, body, status=200, air=None):
        self.body, self.status, self.air, self.requests = body, status, air, 0
        outer = self

        class Handler(http.server.BaseHTTPRequestHandler):
            def do_GET(self):
                outer.requests += 1
                if self.path.startswith("/geo/1.0/direct"):
                    city = json.loads(outer.body)["city"] if outer.status == 200 else {"name": "Seoul"}
                    payload = json.dumps([{"name": city["name"], "lat": 37.5665, "lon": 126.978,
                                           "country": city.get("country", "KR")}]).encode()
                    status = 200
                elif self.path.startswith("/data/2.5/air_pollution/"):
                    payload, status = (outer.air, 200) if outer.air else (b'{"cod": 404}', 404)
                else:
                    payload, status = outer.body, outer.status
                self.send_response(status)
                self.send_header("Content-Type", "application/json")
                self.send_header("Content-Length", str(len(payload)))
                self.end_headers()
                self.wfile.write(payload)

            def log_message(self, *args):
                pass

        self.httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.url = "http://127.0.0.1:%d" % self.httpd.server_address[1]
        threading.Thread(target=self.httpd.serve_forever, daemon=True).start()

    def stop(self):
        self.httpd.shutdown()
        self.httpd.server_close()


def closed_port_url():
    """An address where nothing listens: a port bound and closed again."""
    import socket
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    return "http://127.0.0.1:%d" % port
