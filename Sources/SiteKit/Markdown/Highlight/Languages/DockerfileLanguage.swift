extension OwnLanguage {
    /// Dockerfile (and Containerfile) instructions.
    static let dockerfile = OwnLanguage(
        file: "site-dockerfile.lang", names: ["dockerfile", "docker", "containerfile"],
        definition: #"""
            comment start "#"
            keyword = '^[[:blank:]]*(FROM|RUN|CMD|LABEL|MAINTAINER|EXPOSE|ENV|ADD|COPY|ENTRYPOINT|VOLUME|USER|WORKDIR|ARG|ONBUILD|STOPSIGNAL|HEALTHCHECK|SHELL|from|run|cmd|label|maintainer|expose|env|add|copy|entrypoint|volume|user|workdir|arg|onbuild|stopsignal|healthcheck|shell)\>'
            keyword = '\<(AS|as)\>'
            environment string delim "\"" "\"" escape "\\" begin
              variable = '\$\{?[[:alnum:]_]+(:-[^}]*)?\}?'
            end
            string delim "'" "'"
            attribute = '--[[:alnum:]-]+(=[^[:blank:]]*)?'
            variable = '\$\{?[[:alnum:]_]+(:-[^}]*)?\}?'
            number = '\<[[:digit:]]+\>'
            """#)
}
