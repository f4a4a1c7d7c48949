// A Vue 3 host of another origin (README "React and Vue"): the tags in templates, typed by
// @pc/elements/vue (vue-tsc, strict templates). e2e/framework-hosts.spec.ts drives it.
import { createApp } from 'vue';
import type { HostData } from '../../hostData.ts';
import App from './App.vue';

const data = (await fetch('/host-data.json').then((answer) => answer.json())) as HostData;
createApp(App, { data }).mount('#app');
