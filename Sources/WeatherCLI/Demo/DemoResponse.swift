// swift-format-ignore-file
// The whole file, not a list of rules: the demo JSON is kept byte for byte as recorded.
import WeatherCore

/// The response `weather --demo` renders: a real OpenWeather 5-day forecast for Goyang-si, KR (37.6268 N,
/// 126.8417 E, near `--lat 37 --lon 126`), recorded in July 2025 with `units=metric&lang=kr` and published in
/// hyeonseo1109/Weather-API_react (src/weather_json.md); the last 2 of its 40 slots are missing there.
/// The same bytes are the test fixture forecast_goyang_kr_lat37_lon126_lang_kr_metric_2025_38items.json.
enum DemoResponse {
    /// The units the response was requested in.
    static let units = Units.metric

    /// The response body, UTF-8 JSON.
    static let json = #"""
{
  "cod": "200",
  "message": 0,
  "cnt": 40,
  "list": [
    {
      "dt": 1752192000,
      "main": {
        "temp": 29.2,
        "feels_like": 28.46,
        "temp_min": 29.2,
        "temp_max": 29.2,
        "pressure": 1013,
        "sea_level": 1013,
        "grnd_level": 1006,
        "humidity": 36,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 801,
          "main": "Clouds",
          "description": "약간의 구름이 낀 하늘",
          "icon": "02d"
        }
      ],
      "clouds": {
        "all": 13
      },
      "wind": {
        "speed": 3.16,
        "deg": 73,
        "gust": 6.12
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-11 00:00:00"
    },
    {
      "dt": 1752202800,
      "main": {
        "temp": 33.63,
        "feels_like": 32.22,
        "temp_min": 33.63,
        "temp_max": 33.63,
        "pressure": 1012,
        "sea_level": 1012,
        "grnd_level": 1006,
        "humidity": 26,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01d"
        }
      ],
      "clouds": {
        "all": 0
      },
      "wind": {
        "speed": 4.38,
        "deg": 88,
        "gust": 5.31
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-11 03:00:00"
    },
    {
      "dt": 1752213600,
      "main": {
        "temp": 34.06,
        "feels_like": 32.12,
        "temp_min": 34.06,
        "temp_max": 34.06,
        "pressure": 1010,
        "sea_level": 1010,
        "grnd_level": 1004,
        "humidity": 21,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01d"
        }
      ],
      "clouds": {
        "all": 0
      },
      "wind": {
        "speed": 2.02,
        "deg": 109,
        "gust": 3.85
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-11 06:00:00"
    },
    {
      "dt": 1752224400,
      "main": {
        "temp": 35.25,
        "feels_like": 34.24,
        "temp_min": 35.25,
        "temp_max": 35.25,
        "pressure": 1010,
        "sea_level": 1010,
        "grnd_level": 1003,
        "humidity": 26,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01d"
        }
      ],
      "clouds": {
        "all": 0
      },
      "wind": {
        "speed": 0.37,
        "deg": 47,
        "gust": 2.73
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-11 09:00:00"
    },
    {
      "dt": 1752235200,
      "main": {
        "temp": 32.24,
        "feels_like": 31.78,
        "temp_min": 32.24,
        "temp_max": 32.24,
        "pressure": 1011,
        "sea_level": 1011,
        "grnd_level": 1004,
        "humidity": 35,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01n"
        }
      ],
      "clouds": {
        "all": 0
      },
      "wind": {
        "speed": 2.25,
        "deg": 112,
        "gust": 5.92
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-11 12:00:00"
    },
    {
      "dt": 1752246000,
      "main": {
        "temp": 29.64,
        "feels_like": 29.86,
        "temp_min": 29.64,
        "temp_max": 29.64,
        "pressure": 1011,
        "sea_level": 1011,
        "grnd_level": 1005,
        "humidity": 45,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01n"
        }
      ],
      "clouds": {
        "all": 0
      },
      "wind": {
        "speed": 1.12,
        "deg": 44,
        "gust": 2.08
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-11 15:00:00"
    },
    {
      "dt": 1752256800,
      "main": {
        "temp": 27.31,
        "feels_like": 27.86,
        "temp_min": 27.31,
        "temp_max": 27.31,
        "pressure": 1011,
        "sea_level": 1011,
        "grnd_level": 1004,
        "humidity": 52,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01n"
        }
      ],
      "clouds": {
        "all": 0
      },
      "wind": {
        "speed": 1.42,
        "deg": 53,
        "gust": 2.33
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-11 18:00:00"
    },
    {
      "dt": 1752267600,
      "main": {
        "temp": 25.87,
        "feels_like": 25.95,
        "temp_min": 25.87,
        "temp_max": 25.87,
        "pressure": 1011,
        "sea_level": 1011,
        "grnd_level": 1004,
        "humidity": 55,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01d"
        }
      ],
      "clouds": {
        "all": 7
      },
      "wind": {
        "speed": 1.61,
        "deg": 44,
        "gust": 2.61
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-11 21:00:00"
    },
    {
      "dt": 1752278400,
      "main": {
        "temp": 29.61,
        "feels_like": 29.05,
        "temp_min": 29.61,
        "temp_max": 29.61,
        "pressure": 1010,
        "sea_level": 1010,
        "grnd_level": 1004,
        "humidity": 38,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 802,
          "main": "Clouds",
          "description": "구름조금",
          "icon": "03d"
        }
      ],
      "clouds": {
        "all": 25
      },
      "wind": {
        "speed": 2.04,
        "deg": 44,
        "gust": 2.67
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-12 00:00:00"
    },
    {
      "dt": 1752289200,
      "main": {
        "temp": 35.24,
        "feels_like": 34.05,
        "temp_min": 35.24,
        "temp_max": 35.24,
        "pressure": 1008,
        "sea_level": 1008,
        "grnd_level": 1002,
        "humidity": 25,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 801,
          "main": "Clouds",
          "description": "약간의 구름이 낀 하늘",
          "icon": "02d"
        }
      ],
      "clouds": {
        "all": 13
      },
      "wind": {
        "speed": 1.34,
        "deg": 59,
        "gust": 2.18
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-12 03:00:00"
    },
    {
      "dt": 1752300000,
      "main": {
        "temp": 36.78,
        "feels_like": 35.9,
        "temp_min": 36.78,
        "temp_max": 36.78,
        "pressure": 1006,
        "sea_level": 1006,
        "grnd_level": 1000,
        "humidity": 24,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01d"
        }
      ],
      "clouds": {
        "all": 10
      },
      "wind": {
        "speed": 2.2,
        "deg": 273,
        "gust": 2.28
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-12 06:00:00"
    },
    {
      "dt": 1752310800,
      "main": {
        "temp": 34.11,
        "feels_like": 34.21,
        "temp_min": 34.11,
        "temp_max": 34.11,
        "pressure": 1005,
        "sea_level": 1005,
        "grnd_level": 999,
        "humidity": 34,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01d"
        }
      ],
      "clouds": {
        "all": 2
      },
      "wind": {
        "speed": 3.29,
        "deg": 281,
        "gust": 3.52
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-12 09:00:00"
    },
    {
      "dt": 1752321600,
      "main": {
        "temp": 30.77,
        "feels_like": 32.06,
        "temp_min": 30.77,
        "temp_max": 30.77,
        "pressure": 1006,
        "sea_level": 1006,
        "grnd_level": 1000,
        "humidity": 49,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01n"
        }
      ],
      "clouds": {
        "all": 8
      },
      "wind": {
        "speed": 2.25,
        "deg": 281,
        "gust": 3.72
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-12 12:00:00"
    },
    {
      "dt": 1752332400,
      "main": {
        "temp": 29.49,
        "feels_like": 30.9,
        "temp_min": 29.49,
        "temp_max": 29.49,
        "pressure": 1005,
        "sea_level": 1005,
        "grnd_level": 999,
        "humidity": 54,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 804,
          "main": "Clouds",
          "description": "온흐림",
          "icon": "04n"
        }
      ],
      "clouds": {
        "all": 92
      },
      "wind": {
        "speed": 0.94,
        "deg": 312,
        "gust": 1.47
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-12 15:00:00"
    },
    {
      "dt": 1752343200,
      "main": {
        "temp": 28.44,
        "feels_like": 30.12,
        "temp_min": 28.44,
        "temp_max": 28.44,
        "pressure": 1004,
        "sea_level": 1004,
        "grnd_level": 998,
        "humidity": 60,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 804,
          "main": "Clouds",
          "description": "온흐림",
          "icon": "04n"
        }
      ],
      "clouds": {
        "all": 96
      },
      "wind": {
        "speed": 0.64,
        "deg": 314,
        "gust": 0.75
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-12 18:00:00"
    },
    {
      "dt": 1752354000,
      "main": {
        "temp": 27.56,
        "feels_like": 29.11,
        "temp_min": 27.56,
        "temp_max": 27.56,
        "pressure": 1004,
        "sea_level": 1004,
        "grnd_level": 998,
        "humidity": 63,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 804,
          "main": "Clouds",
          "description": "온흐림",
          "icon": "04d"
        }
      ],
      "clouds": {
        "all": 100
      },
      "wind": {
        "speed": 1.04,
        "deg": 346,
        "gust": 1.34
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-12 21:00:00"
    },
    {
      "dt": 1752364800,
      "main": {
        "temp": 30.98,
        "feels_like": 32.78,
        "temp_min": 30.98,
        "temp_max": 30.98,
        "pressure": 1003,
        "sea_level": 1003,
        "grnd_level": 997,
        "humidity": 51,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 804,
          "main": "Clouds",
          "description": "온흐림",
          "icon": "04d"
        }
      ],
      "clouds": {
        "all": 100
      },
      "wind": {
        "speed": 1.25,
        "deg": 282,
        "gust": 1.35
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-13 00:00:00"
    },
    {
      "dt": 1752375600,
      "main": {
        "temp": 34.13,
        "feels_like": 34.68,
        "temp_min": 34.13,
        "temp_max": 34.13,
        "pressure": 1001,
        "sea_level": 1001,
        "grnd_level": 995,
        "humidity": 36,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 803,
          "main": "Clouds",
          "description": "튼구름",
          "icon": "04d"
        }
      ],
      "clouds": {
        "all": 75
      },
      "wind": {
        "speed": 3.74,
        "deg": 273,
        "gust": 3.3
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-13 03:00:00"
    },
    {
      "dt": 1752386400,
      "main": {
        "temp": 35.43,
        "feels_like": 34.87,
        "temp_min": 35.43,
        "temp_max": 35.43,
        "pressure": 1000,
        "sea_level": 1000,
        "grnd_level": 993,
        "humidity": 28,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 803,
          "main": "Clouds",
          "description": "튼구름",
          "icon": "04d"
        }
      ],
      "clouds": {
        "all": 68
      },
      "wind": {
        "speed": 4.76,
        "deg": 292,
        "gust": 4.92
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-13 06:00:00"
    },
    {
      "dt": 1752397200,
      "main": {
        "temp": 32.86,
        "feels_like": 33.78,
        "temp_min": 32.86,
        "temp_max": 32.86,
        "pressure": 999,
        "sea_level": 999,
        "grnd_level": 992,
        "humidity": 41,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 802,
          "main": "Clouds",
          "description": "구름조금",
          "icon": "03d"
        }
      ],
      "clouds": {
        "all": 39
      },
      "wind": {
        "speed": 4.66,
        "deg": 290,
        "gust": 4.8
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-13 09:00:00"
    },
    {
      "dt": 1752408000,
      "main": {
        "temp": 30.17,
        "feels_like": 32.18,
        "temp_min": 30.17,
        "temp_max": 30.17,
        "pressure": 999,
        "sea_level": 999,
        "grnd_level": 993,
        "humidity": 55,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 801,
          "main": "Clouds",
          "description": "약간의 구름이 낀 하늘",
          "icon": "02n"
        }
      ],
      "clouds": {
        "all": 18
      },
      "wind": {
        "speed": 2.62,
        "deg": 301,
        "gust": 5.55
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-13 12:00:00"
    },
    {
      "dt": 1752418800,
      "main": {
        "temp": 28.93,
        "feels_like": 31.07,
        "temp_min": 28.93,
        "temp_max": 28.93,
        "pressure": 998,
        "sea_level": 998,
        "grnd_level": 992,
        "humidity": 61,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01n"
        }
      ],
      "clouds": {
        "all": 0
      },
      "wind": {
        "speed": 1.26,
        "deg": 263,
        "gust": 2.32
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-13 15:00:00"
    },
    {
      "dt": 1752429600,
      "main": {
        "temp": 27.46,
        "feels_like": 29.35,
        "temp_min": 27.46,
        "temp_max": 27.46,
        "pressure": 997,
        "sea_level": 997,
        "grnd_level": 990,
        "humidity": 67,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01n"
        }
      ],
      "clouds": {
        "all": 0
      },
      "wind": {
        "speed": 1.21,
        "deg": 293,
        "gust": 1.77
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-13 18:00:00"
    },
    {
      "dt": 1752440400,
      "main": {
        "temp": 26.6,
        "feels_like": 26.6,
        "temp_min": 26.6,
        "temp_max": 26.6,
        "pressure": 996,
        "sea_level": 996,
        "grnd_level": 990,
        "humidity": 72,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01d"
        }
      ],
      "clouds": {
        "all": 0
      },
      "wind": {
        "speed": 1.41,
        "deg": 354,
        "gust": 2.25
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-13 21:00:00"
    },
    {
      "dt": 1752451200,
      "main": {
        "temp": 29.58,
        "feels_like": 31.87,
        "temp_min": 29.58,
        "temp_max": 29.58,
        "pressure": 996,
        "sea_level": 996,
        "grnd_level": 990,
        "humidity": 59,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01d"
        }
      ],
      "clouds": {
        "all": 0
      },
      "wind": {
        "speed": 2,
        "deg": 12,
        "gust": 2.23
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-14 00:00:00"
    },
    {
      "dt": 1752462000,
      "main": {
        "temp": 34.64,
        "feels_like": 36.01,
        "temp_min": 34.64,
        "temp_max": 34.64,
        "pressure": 994,
        "sea_level": 994,
        "grnd_level": 988,
        "humidity": 38,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 800,
          "main": "Clear",
          "description": "맑음",
          "icon": "01d"
        }
      ],
      "clouds": {
        "all": 6
      },
      "wind": {
        "speed": 1.95,
        "deg": 26,
        "gust": 2.34
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-14 03:00:00"
    },
    {
      "dt": 1752472800,
      "main": {
        "temp": 36.86,
        "feels_like": 36.98,
        "temp_min": 36.86,
        "temp_max": 36.86,
        "pressure": 993,
        "sea_level": 993,
        "grnd_level": 987,
        "humidity": 28,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 801,
          "main": "Clouds",
          "description": "약간의 구름이 낀 하늘",
          "icon": "02d"
        }
      ],
      "clouds": {
        "all": 15
      },
      "wind": {
        "speed": 3.51,
        "deg": 5,
        "gust": 4.22
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-14 06:00:00"
    },
    {
      "dt": 1752483600,
      "main": {
        "temp": 34.37,
        "feels_like": 33.79,
        "temp_min": 34.37,
        "temp_max": 34.37,
        "pressure": 994,
        "sea_level": 994,
        "grnd_level": 988,
        "humidity": 30,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 803,
          "main": "Clouds",
          "description": "튼구름",
          "icon": "04d"
        }
      ],
      "clouds": {
        "all": 69
      },
      "wind": {
        "speed": 5.85,
        "deg": 46,
        "gust": 5.34
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-14 09:00:00"
    },
    {
      "dt": 1752494400,
      "main": {
        "temp": 30.67,
        "feels_like": 30.24,
        "temp_min": 30.67,
        "temp_max": 30.67,
        "pressure": 996,
        "sea_level": 996,
        "grnd_level": 990,
        "humidity": 38,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 803,
          "main": "Clouds",
          "description": "튼구름",
          "icon": "04n"
        }
      ],
      "clouds": {
        "all": 84
      },
      "wind": {
        "speed": 3.58,
        "deg": 76,
        "gust": 7.11
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-14 12:00:00"
    },
    {
      "dt": 1752505200,
      "main": {
        "temp": 28.62,
        "feels_like": 28.58,
        "temp_min": 28.62,
        "temp_max": 28.62,
        "pressure": 997,
        "sea_level": 997,
        "grnd_level": 991,
        "humidity": 44,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 804,
          "main": "Clouds",
          "description": "온흐림",
          "icon": "04n"
        }
      ],
      "clouds": {
        "all": 99
      },
      "wind": {
        "speed": 2.66,
        "deg": 44,
        "gust": 6.22
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-14 15:00:00"
    },
    {
      "dt": 1752516000,
      "main": {
        "temp": 26.79,
        "feels_like": 27.22,
        "temp_min": 26.79,
        "temp_max": 26.79,
        "pressure": 996,
        "sea_level": 996,
        "grnd_level": 990,
        "humidity": 50,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 803,
          "main": "Clouds",
          "description": "튼구름",
          "icon": "04n"
        }
      ],
      "clouds": {
        "all": 78
      },
      "wind": {
        "speed": 1.69,
        "deg": 66,
        "gust": 4.33
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-14 18:00:00"
    },
    {
      "dt": 1752526800,
      "main": {
        "temp": 25.67,
        "feels_like": 25.7,
        "temp_min": 25.67,
        "temp_max": 25.67,
        "pressure": 997,
        "sea_level": 997,
        "grnd_level": 991,
        "humidity": 54,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 801,
          "main": "Clouds",
          "description": "약간의 구름이 낀 하늘",
          "icon": "02d"
        }
      ],
      "clouds": {
        "all": 16
      },
      "wind": {
        "speed": 1.3,
        "deg": 84,
        "gust": 2.58
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-14 21:00:00"
    },
    {
      "dt": 1752537600,
      "main": {
        "temp": 29.64,
        "feels_like": 29.18,
        "temp_min": 29.64,
        "temp_max": 29.64,
        "pressure": 999,
        "sea_level": 999,
        "grnd_level": 993,
        "humidity": 39,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 802,
          "main": "Clouds",
          "description": "구름조금",
          "icon": "03d"
        }
      ],
      "clouds": {
        "all": 26
      },
      "wind": {
        "speed": 1.7,
        "deg": 124,
        "gust": 2.57
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-15 00:00:00"
    },
    {
      "dt": 1752548400,
      "main": {
        "temp": 31.83,
        "feels_like": 31.55,
        "temp_min": 31.83,
        "temp_max": 31.83,
        "pressure": 998,
        "sea_level": 998,
        "grnd_level": 992,
        "humidity": 37,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 804,
          "main": "Clouds",
          "description": "온흐림",
          "icon": "04d"
        }
      ],
      "clouds": {
        "all": 97
      },
      "wind": {
        "speed": 3.22,
        "deg": 189,
        "gust": 3.74
      },
      "visibility": 10000,
      "pop": 0,
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-15 03:00:00"
    },
    {
      "dt": 1752559200,
      "main": {
        "temp": 26.91,
        "feels_like": 28.95,
        "temp_min": 26.91,
        "temp_max": 26.91,
        "pressure": 999,
        "sea_level": 999,
        "grnd_level": 992,
        "humidity": 73,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 500,
          "main": "Rain",
          "description": "실 비",
          "icon": "10d"
        }
      ],
      "clouds": {
        "all": 98
      },
      "wind": {
        "speed": 2.37,
        "deg": 237,
        "gust": 4.32
      },
      "visibility": 8085,
      "pop": 1,
      "rain": {
        "3h": 1.53
      },
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-15 06:00:00"
    },
    {
      "dt": 1752570000,
      "main": {
        "temp": 22.64,
        "feels_like": 23.31,
        "temp_min": 22.64,
        "temp_max": 22.64,
        "pressure": 1000,
        "sea_level": 1000,
        "grnd_level": 993,
        "humidity": 90,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 501,
          "main": "Rain",
          "description": "보통 비",
          "icon": "10d"
        }
      ],
      "clouds": {
        "all": 100
      },
      "wind": {
        "speed": 4.11,
        "deg": 246,
        "gust": 5.82
      },
      "visibility": 1159,
      "pop": 1,
      "rain": {
        "3h": 11.7
      },
      "sys": {
        "pod": "d"
      },
      "dt_txt": "2025-07-15 09:00:00"
    },
    {
      "dt": 1752580800,
      "main": {
        "temp": 21.78,
        "feels_like": 22.31,
        "temp_min": 21.78,
        "temp_max": 21.78,
        "pressure": 1001,
        "sea_level": 1001,
        "grnd_level": 994,
        "humidity": 88,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 502,
          "main": "Rain",
          "description": "강한 비",
          "icon": "10n"
        }
      ],
      "clouds": {
        "all": 100
      },
      "wind": {
        "speed": 1.76,
        "deg": 108,
        "gust": 3.81
      },
      "visibility": 10000,
      "pop": 1,
      "rain": {
        "3h": 18.78
      },
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-15 12:00:00"
    },
    {
      "dt": 1752591600,
      "main": {
        "temp": 22.2,
        "feels_like": 22.85,
        "temp_min": 22.2,
        "temp_max": 22.2,
        "pressure": 1002,
        "sea_level": 1002,
        "grnd_level": 996,
        "humidity": 91,
        "temp_kf": 0
      },
      "weather": [
        {
          "id": 500,
          "main": "Rain",
          "description": "실 비",
          "icon": "10n"
        }
      ],
      "clouds": {
        "all": 100
      },
      "wind": {
        "speed": 1.81,
        "deg": 93,
        "gust": 2.52
      },
      "visibility": 10000,
      "pop": 1,
      "rain": {
        "3h": 2.61
      },
      "sys": {
        "pod": "n"
      },
      "dt_txt": "2025-07-15 15:00:00"
    }
  ],
  "city": {
    "id": 1842485,
    "name": "Goyang-si",
    "coord": {
      "lat": 37.6268,
      "lon": 126.8417
    },
    "country": "KR",
    "population": 1073069,
    "timezone": 32400,
    "sunrise": 1752178802,
    "sunset": 1752231344
  }
}
"""#
}
