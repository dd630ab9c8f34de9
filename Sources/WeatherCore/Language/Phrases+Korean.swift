extension Phrases {
    /// Korean.
    static let korean = Phrases(
        weekdays: ["일", "월", "화", "수", "목", "금", "토"],
        months: ["1월", "2월", "3월", "4월", "5월", "6월", "7월", "8월", "9월", "10월", "11월", "12월"],
        titleDate: "y년 MMM d일 (E)", rowDate: "MMM d일 (E)", shortDate: "M. d. (E)",
        am: "오전", pm: "오후", hourPattern: "a h시", hourMinutePattern: "a h:mm",
        narrowMinutes: { "\($0)분" }, narrowHours: { "\($0)시간" }, narrowDays: { "\($0)일" },
        compassPoints: [
            "북", "북북동", "북동", "동북동", "동", "동남동", "남동", "남남동", "남", "남남서", "남서", "서남서", "서", "서북서",
            "북서", "북북서",
        ],
        calm: "고요",
        airQuality: ["좋음", "양호", "보통", "나쁨", "매우 나쁨"],
        moonPhases: ["삭", "초승달", "상현달", "차가는 달", "보름달", "기우는 달", "하현달", "그믐달"],
        sentenceWeekdays: ["일요일", "월요일", "화요일", "수요일", "목요일", "금요일", "토요일"], listSeparator: ", ", labelEnd: ": ",
        condition: koreanCondition,
        forecastFrom: { "\($0)부터 예보" },
        noForecastLeft: "오늘 이후 남은 예보 없음",
        utcWithoutZone: "(UTC, 응답에 시간대 정보 없음)",
        localTime: { "(현지 시각, UTC\($0))" },
        updated: { "\($0) 업데이트" },
        stale: { $0.map { "오래된 데이터: \($0) 업데이트" } ?? "오래된 데이터: 업데이트 시각 모름" },
        savedResponse: { "저장된 응답: \($0)" },
        nearByIP: { "\($0) 부근 (IP 기준)" },
        demo: { "데모: \($0.map { "\($0)에 기록된 " } ?? "")실제 OpenWeather 응답, 실시간 날씨 아님" },
        sunrise: { "일출 \($0)" }, sunset: { "일몰 \($0)" },
        clockChange: { forward, amount, time in forward ? "\(time)에 시계를 \(amount) 앞당김" : "\(time)에 시계를 \(amount) 늦춤" },
        justNow: "방금", minutesAgo: { "\($0)분 전" }, hoursAgo: { "\($0)시간 \($1)분 전" },
        daysAgo: { "\($0)일 \($1)시간 전" },
        nowFrom: { "지금 \($0) (\($1) 예보 기준)" },
        nowBetween: { "지금 \($0) (\($1)·\($2) 예보로 추정)" },
        nowForecastFor: { "지금 (\($0) 예보)" },
        feelsLike: { "체감 \($0)" }, wind: { "바람 \($0)" }, humidity: { "습도 \($0)" },
        precipitation: { "강수 확률 \($0)" }, air: { "대기 \($0)" },
        rain: "비", snow: "눈", rainAndSnow: "비와 눈",
        spellNow: { "\($0): 지금부터 \($1)까지" }, spellFrom: { "\($0): \($1)부터 \($2)까지" },
        upTo: { "확률 최대 \($0)" },
        dryDays: { "앞으로 \($0)일간 비나 눈 없음" },
        dryHours: { "앞으로 \($0)시간 동안 비나 눈 없음" },
        startsNow: "지금",
        today: { "오늘 \($0)" }, noSlots: "오늘 이후 남은 예보 구간이 없습니다.",
        dayForecast: { "\($0)일 예보" },
        time: "시각", temperature: "기온", precipitationColumn: "강수", windColumn: "바람", from: "풍향",
        feelsLikeColumn: "체감", gustColumn: "돌풍",
        conditions: "날씨",
        day: "날짜", high: "최고", low: "최저", range: "범위", rainColumn: "비 mm", snowColumn: "눈 mm",
        airColumn: "대기", sun: "해", moon: "달",
        partial: " 일부 시간만", partialNote: "* 예보가 일부 시간만 있는 날 (3시간 구간 8개 미만)",
        polarNight: "극야", midnightSun: "백야",
        warmest: { "가장 따뜻한 날은 \($0)(\($1))" }, coldest: { "가장 추운 날은 \($0)(\($1))" },
        dry: "비나 눈 소식 없음",
        rainOn: { "비는 \($0)에 가장 많이 \($1)" }, snowOn: { "눈은 \($0)에 가장 많이 \($1)" },
        gustsTo: { "돌풍은 \($1)에 최대 \($0)" }, windTo: { "바람은 \($1)에 최대 \($0)" },
        airOn: { "대기 질은 \($1)에 \($0)" }, summarySeparator: ", ", summaryEnd: ".",
        chartTitle: { "기온 \($0) · ^ 지금 · | 현지 자정" },
        popLabel: "확률", popLegend: "확률 = 강수 확률",
        amountLegend: { "\($0) = 비 + 눈 (최대 \($1))" },
        unknownPlace: "알 수 없는 장소", refresh: "새로 고침",
        guideNameOne: "장소를 지정하세요:",
        guideByName: { "이름으로 (띄어쓰기가 있는 이름은 따옴표로 감싸서: \($0))" },
        guideByCoordinates: "위도와 경도로",
        guideFromPlaces: { "\($0)에 있는 장소" },
        guidePut: { "기본값으로 하려면 \($0)에 다음을 넣으세요:" },
        guideAdd: { "기본값으로 하려면 \($0)의 객체에 다음을 추가하세요:" },
        guideKey: { "API 키는 \($0)에 넣거나, \($2)에 \($1) 형식으로 넣으세요." },
        guideDemo: { "키나 네트워크 없이 동작을 보려면: \($0)" })

    /// Each condition in Korean; read against OpenWeather's English descriptions (``ConditionCode``).
    static func koreanCondition(_ code: ConditionCode) -> String {
        switch code {
        case .thunderstormWithLightRain: "뇌우와 약한 비"
        case .thunderstormWithRain: "뇌우와 비"
        case .thunderstormWithHeavyRain: "뇌우와 강한 비"
        case .lightThunderstorm: "약한 뇌우"
        case .thunderstorm: "뇌우"
        case .heavyThunderstorm: "강한 뇌우"
        case .raggedThunderstorm: "곳에 따라 뇌우"
        case .thunderstormWithLightDrizzle: "뇌우와 약한 이슬비"
        case .thunderstormWithDrizzle: "뇌우와 이슬비"
        case .thunderstormWithHeavyDrizzle: "뇌우와 강한 이슬비"
        case .lightDrizzle: "약한 이슬비"
        case .drizzle: "이슬비"
        case .heavyDrizzle: "강한 이슬비"
        case .lightDrizzleRain: "약한 이슬비와 비"
        case .drizzleRain: "이슬비와 비"
        case .heavyDrizzleRain: "강한 이슬비와 비"
        case .showerRainAndDrizzle: "소나기와 이슬비"
        case .heavyShowerRainAndDrizzle: "강한 소나기와 이슬비"
        case .showerDrizzle: "소나기성 이슬비"
        case .lightRain: "약한 비"
        case .moderateRain: "비"
        case .heavyRain: "강한 비"
        case .veryHeavyRain: "매우 강한 비"
        case .extremeRain: "폭우"
        case .freezingRain: "어는 비"
        case .lightShowerRain: "약한 소나기"
        case .showerRain: "소나기"
        case .heavyShowerRain: "강한 소나기"
        case .raggedShowerRain: "곳에 따라 소나기"
        case .lightSnow: "약한 눈"
        case .snow: "눈"
        case .heavySnow: "많은 눈"
        case .sleet: "진눈깨비"
        case .lightShowerSleet: "약한 소나기성 진눈깨비"
        case .showerSleet: "소나기성 진눈깨비"
        case .lightRainAndSnow: "약한 비와 눈"
        case .rainAndSnow: "비와 눈"
        case .lightShowerSnow: "약한 소낙눈"
        case .showerSnow: "소낙눈"
        case .heavyShowerSnow: "강한 소낙눈"
        case .mist: "박무"
        case .smoke: "연기"
        case .haze: "연무"
        case .dustWhirls: "먼지 회오리"
        case .fog: "안개"
        case .sand: "모래바람"
        case .dust: "먼지"
        case .volcanicAsh: "화산재"
        case .squalls: "돌풍"
        case .tornado: "토네이도"
        case .clearSky: "맑음"
        case .fewClouds: "대체로 맑음"
        case .scatteredClouds: "구름 조금"
        case .brokenClouds: "구름 많음"
        case .overcastClouds: "흐림"
        }
    }
}
