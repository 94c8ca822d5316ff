import Testing

/// The suites whose tests put lines in the user's real crontab (see `UserCrontab`): there is one
/// crontab, so their tests run one at a time, while the other suites' run beside them.
@Suite(.serialized)
enum TheUsersCrontab {}
