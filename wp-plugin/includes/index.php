<?php
/**
 * Silence is golden: no directory listing, nothing printed on a direct request.
 *
 * @package CarHireWidgets
 */

defined( 'ABSPATH' ) || exit;
