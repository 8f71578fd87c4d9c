<?php
// Silence is golden: no directory listing, nothing printed on a direct request.
defined( 'ABSPATH' ) || exit;
